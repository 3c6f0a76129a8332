import DuoSayKit
import Foundation

/// The importer on sources a tenth and all of a given size, side by side:
/// linear time shows as a ratio near 10.
struct ImportBenchmark {
  /// Each shape of hostile or ordinary source, written `scale` times.
  static func files(scale: Int) -> [String: String] {
    [
      "Provider.swift": """
      struct P: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
          AppShortcut(intent: A(), phrases: ["Go in \\(.applicationName)"], shortTitle: "Go", systemImageName: "x")
        }
      }
      """,
      "Keywords.swift": String(repeating: "struct ", count: 20_000 * scale),
      "Parentheses.swift": "f" + String(repeating: "(", count: 10_000 * scale)
        + String(repeating: ")", count: 10_000 * scale),
      "Mixed.swift": String(
        repeating:
          "let a = \"hi \\(x ?? \"none\")\" // c\n/* c /* n */ */ let r = #/a\"b/#\nenum E: String, AppEnum { case a, b = \"x\" }\n",
        count: 1_000 * scale),
    ]
  }

  func run() {
    report("benchmark", "bytes", "wall", "ratio to 1x")
    var base = 0.0
    for scale in [1, 10] {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "duo-bench-import-\(getpid())-\(scale)"
      ).path
      try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(atPath: folder) }
      var bytes = 0
      for (name, text) in Self.files(scale: scale) {
        guard FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(text.utf8)) else { return }
        bytes += text.utf8.count
      }
      var samples = Samples()
      for _ in 0..<3 {
        samples.append(
          ContinuousClock().measure { blackHole(try? AppShortcutsImporter.importCatalog(files: [folder], locale: nil)) }
        )
      }
      if scale == 1 { base = samples.median }
      report("import.\(scale)x", "\(bytes)", milliseconds(samples.median), fixed(samples.median / base))
    }
  }
}
