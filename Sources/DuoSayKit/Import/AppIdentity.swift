import Foundation

/// The app's name and the other names Siri knows it by, as its project says:
/// `CFBundleDisplayName` (or `CFBundleName`) of the app's `Info.plist`, an
/// `INFOPLIST_KEY_CFBundleDisplayName` build setting, and
/// `INAlternativeAppNames` with their pronunciation hints.
///
/// ```swift
/// let identity = AppIdentity(sources, provider: ("AppShortcuts", "App/Intents/AppShortcuts.swift"))
/// identity.name       // "Ice Cubes"
/// identity.synonyms   // ["mpd", "em pee dee"]
/// identity.note       // set when the name had to come from the provider's type name
/// ```
package struct AppIdentity {
  var name: String
  var synonyms: [String] = []
  /// Where a guessed name came from, for a warning.
  var note: String?
  /// Property lists that could not be read.
  var warnings: [String] = []

  init(_ sources: ImportSources, provider: (name: String, file: String)) {
    var unreadable: [String] = []
    let plists = sources.plists.compactMap { file -> (path: String, keys: [String: Any])? in
      guard !Self.isDependency(sources.inApp(file.path)) else { return nil }
      guard let keys = try? PropertyListSerialization.propertyList(from: file.data, format: nil) as? [String: Any]
      else {
        unreadable.append("\(file.path): not a property list with a dictionary; the file was skipped")
        return nil
      }
      guard keys["NSExtension"] == nil, keys["WKApplication"] == nil, keys["WKWatchKitApp"] == nil else { return nil }
      return (file.path, keys)
    }
    warnings = unreadable
    // The app's own plist: the one whose folder shares most with the provider's, then the one naming most.
    let ranked = plists.sorted { left, right in
      let (a, b) = (
        ImportSources.sharedDepth(left.path, provider.file), ImportSources.sharedDepth(right.path, provider.file)
      )
      return a != b ? a > b : Self.richness(left.keys) > Self.richness(right.keys)
    }
    let variables = Self.variables(sources.configurations)
    let target = Self.appTarget(sources, near: provider.file)
    let targetPlist = target?.infoPlist.flatMap { path in plists.first { $0.path.hasSuffix(path) }?.keys }
    let plist = targetPlist ?? ranked.first?.keys ?? [:]
    let candidates: [String?]
    if let target {
      // The app target's own settings and plist; its product name at worst, never a widget's name.
      let value = { (key: String) in (plist[key] as? String).flatMap { target.resolved($0, extra: variables) } }
      candidates = [
        target.displayName, value("CFBundleDisplayName"), value("CFBundleName"), target.productName, target.name,
      ]
    } else {
      candidates = [
        Self.literal(plist["CFBundleDisplayName"], variables),
        Self.mostCommonSetting("INFOPLIST_KEY_CFBundleDisplayName", in: sources.projects),
        Self.literal(plist["CFBundleName"], variables),
      ]
    }
    if let found = candidates.compactMap({ $0 }).first {
      name = found
    } else {
      let guessed = Self.name(fromProvider: provider.name)
      name = guessed ?? provider.name
      note = "note: the app's name is taken from \(provider.name) (no CFBundleDisplayName found); pass --name to set it"
    }
    let alternatives =
      (plist["INAlternativeAppNames"] as? [[String: Any]])
      ?? ranked.lazy.compactMap { $0.keys["INAlternativeAppNames"] as? [[String: Any]] }.first ?? []
    for entry in alternatives {
      for key in ["INAlternativeAppName", "INAlternativeAppNamePronunciationHint"] {
        if let alternative = entry[key] as? String, !alternative.isEmpty,
          alternative.lowercased() != name.lowercased(), !synonyms.contains(alternative)
        {
          synonyms.append(alternative)
        }
      }
    }
  }

  /// `BrewlyShortcuts` → `Brewly`; `nil` when nothing is left (`AppShortcuts`).
  package static func name(fromProvider typeName: String) -> String? {
    for suffix in ["ShortcutsProvider", "AppShortcutsProvider", "AppShortcuts", "Shortcuts", "Provider"]
    where typeName.hasSuffix(suffix) {
      let name = String(typeName.dropLast(suffix.count))
      return name.isEmpty ? nil : name
    }
    return typeName
  }

  /// The app target of the project nearest the provider: the one whose folder shares most with
  /// the provider's file, an iPhone app before a Mac one.
  private static func appTarget(_ sources: ImportSources, near file: String) -> XcodeProject.AppTarget? {
    let apps = sources.projects.filter { !isDependency(sources.inApp($0.path)) }.compactMap {
      XcodeProject(path: $0.path, text: $0.text)
    }
    .flatMap(\.apps)
    func closeness(_ app: XcodeProject.AppTarget) -> (Int, Int) {
      let folder = (app.root.isEmpty ? "" : app.root + "/") + app.name + "/"
      let depth = max(ImportSources.sharedDepth(app.infoPlist ?? folder, file), ImportSources.sharedDepth(folder, file))
      return (depth, app.settings["SDKROOT"] == "macosx" ? 0 : 1)
    }
    return apps.max { closeness($0) < closeness($1) }
  }

  private static func isDependency(_ path: String) -> Bool {
    ["/Pods/", ".xcframework/", ".framework/", ".bundle/", "Tests/", "/Carthage/"].contains { path.contains($0) }
  }

  private static func richness(_ keys: [String: Any]) -> Int {
    (keys["INAlternativeAppNames"] == nil ? 0 : 2) + (keys["CFBundleDisplayName"] == nil ? 0 : 1)
  }

  /// A plist value with `$(VAR)` resolved from the project's `.xcconfig` files; `nil` if it stays a variable.
  private static func literal(_ value: Any?, _ variables: [String: String]) -> String? {
    (value as? String).flatMap { XcodeProject.resolved($0) { variables[$0] } }
  }

  /// `NAME = value` lines of `.xcconfig` files.
  private static func variables(_ files: [(path: String, text: String)]) -> [String: String] {
    var variables: [String: String] = [:]
    for (_, text) in files {
      for line in text.split(whereSeparator: \.isNewline) {
        let parts = line.split(separator: "=", maxSplits: 1)
        guard parts.count == 2, !line.hasPrefix("//") else { continue }
        let key = parts[0].trimmingCharacters(in: .whitespaces)
        let value = parts[1].split(separator: "//").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        if variables[key] == nil, !value.isEmpty { variables[key] = value }
      }
    }
    return variables
  }

  /// The value a build setting has most often across the project's targets (the app's, not an extension's).
  private static func mostCommonSetting(_ setting: String, in projects: [(path: String, text: String)]) -> String? {
    var counts: [String: Int] = [:]
    for (_, text) in projects {
      var rest = Substring(text)
      while let range = rest.range(of: setting + " = ") {
        rest = rest[range.upperBound...]
        guard let end = rest.firstIndex(of: ";") else { break }
        var value = rest[..<end].trimmingCharacters(in: .whitespaces)
        if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
          value = String(value.dropFirst().dropLast())
        }
        if !value.isEmpty, !value.contains("$(") { counts[value, default: 0] += 1 }
      }
    }
    return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key.count < $1.key.count }.first?.key
  }
}
