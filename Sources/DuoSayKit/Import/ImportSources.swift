import Foundation

/// The files of an app that the importer reads, found under the paths given
/// and decoded: Swift sources, the App Shortcuts strings files, and what
/// names the app (`Info.plist`, `project.pbxproj`, `.xcconfig`).
///
/// ```swift
/// let sources = ImportSources(paths: ["MyApp/"])
/// sources.swift.count     // every .swift file, read once
/// sources.warnings        // files that could not be read
/// ```
///
/// A folder is walked without build products and dependencies (`.build`,
/// `Pods`, `Carthage`, `DerivedData`, `.git`, `node_modules`); a path given
/// twice, or a file and its folder, is read once. Text is UTF-8 or, with a
/// byte-order mark, UTF-16.
struct ImportSources {
  var swift: [(name: String, text: String)] = []
  var strings: [(path: String, text: String)] = []
  var xcstrings: [(path: String, data: Data)] = []
  /// The app's other strings files (`Localizable.xcstrings`, `en.lproj/Localizable.strings`): what
  /// a `LocalizedStringResource` key says in the development language.
  var tables: [(path: String, data: Data)] = []
  var plists: [(path: String, data: Data)] = []
  var projects: [(path: String, text: String)] = []
  var configurations: [(path: String, text: String)] = []
  var warnings: [String] = []
  /// The folders given, so that a file's place in the app is judged below them, not above.
  var roots: [String] = []

  static let skippedFolders: Set<String> = [
    ".build", "Pods", "Carthage", "DerivedData", ".git", "node_modules", ".swiftpm",
  ]
  /// Only these strings files hold App Shortcuts phrases (not Localizable or a Settings bundle).
  static let stringsNames: Set<String> = ["AppShortcuts.strings", "AppShortcuts.xcstrings"]

  /// `path` below the folder it was found in (`App/Info.plist`, whatever folder holds the app).
  func inApp(_ path: String) -> String {
    roots.first { path.hasPrefix($0) }.map { String(path.dropFirst($0.count)) } ?? path
  }

  /// How many folders two paths share from the root: the closer, the likelier one target's.
  static func sharedDepth(_ a: String, _ b: String) -> Int {
    zip(a.split(separator: "/").dropLast(), b.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
  }

  /// - Throws: ``ImportError`` for a path that does not exist.
  init(paths: [String]) throws(ImportError) {
    var seen: Set<String> = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw ImportError(file: path, line: 0, message: "no such file")
      }
      if isDirectory.boolValue { roots.append(path.hasSuffix("/") ? path : path + "/") }
      let files = isDirectory.boolValue ? Self.walk(path) : [path]
      for file in files where seen.insert(URL(fileURLWithPath: file).standardizedFileURL.path).inserted {
        add(file, given: !isDirectory.boolValue)
      }
    }
  }

  private mutating func add(_ path: String, given: Bool) {
    let name = (path as NSString).lastPathComponent
    let kind = (name as NSString).pathExtension
    let wanted =
      kind == "swift" || Self.stringsNames.contains(name) || name.hasSuffix("Info.plist")
      || name == "project.pbxproj" || kind == "xcconfig"
    if !wanted, !given, Self.isTable(path), let data = FileManager.default.contents(atPath: path) {
      tables.append((path, data))
      return
    }
    guard wanted else {
      if given {
        let expected =
          kind == "strings" || kind == "xcstrings"
          ? "only AppShortcuts.strings and AppShortcuts.xcstrings hold App Shortcuts phrases"
          : "expected a .swift file, AppShortcuts.strings or AppShortcuts.xcstrings"
        warnings.append("\(path): \(expected); the file was skipped")
      }
      return
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      warnings.append("\(path): cannot read the file; it was skipped")
      return
    }
    switch kind {
    case "xcstrings": xcstrings.append((path, data))
    case "plist": plists.append((path, data))
    default:
      let text = Self.text(data)
      switch kind {
      case "swift": swift.append((path, text))
      case "strings": strings.append((path, text))
      case "pbxproj": projects.append((path, text))
      default: configurations.append((path, text))
      }
    }
  }

  /// A string catalog, or a `.strings` file of the development language (`en.lproj`, `Base.lproj`).
  private static func isTable(_ path: String) -> Bool {
    let parts = path.split(separator: "/")
    // A framework's own strings are not the app's.
    guard let name = parts.last, !parts.contains(where: { $0.hasSuffix(".framework") || $0.hasSuffix(".xcframework") })
    else { return false }
    if name.hasSuffix(".xcstrings") { return true }
    guard name.hasSuffix(".strings"), parts.count >= 2 else { return false }
    return ["en.lproj", "Base.lproj"].contains(parts[parts.count - 2])
  }

  /// The files under `folder`, sorted, without build products and dependencies.
  static func walk(_ folder: String) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
    var files: [String] = []
    while let relative = walker.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      if skippedFolders.contains(name) {
        walker.skipDescendants()
        continue
      }
      files.append(folder + "/" + relative)
    }
    return files.sorted()
  }

  /// UTF-16 (little- or big-endian) after its byte-order mark, else UTF-8 without one.
  static func text(_ data: Data) -> String {
    let bytes = [UInt8](data)
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      let littleEndian = bytes[0] == 0xFF
      var units: [UInt16] = []
      units.reserveCapacity(bytes.count / 2)
      var index = 2
      while index + 1 < bytes.count {
        let (low, high) = littleEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
        units.append(UInt16(high) << 8 | UInt16(low))
        index += 2
      }
      return String(decoding: units, as: UTF16.self)
    }
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    return String(decoding: body, as: UTF8.self)
  }
}
