import DialogEngine
import DialogSpeech
import DuoSayKit

/// `duo-say --list-voices`: the voices, then the variants that can follow `+`.
struct ListVoicesCommand {
  func run() throws -> Int32 {
    let voices = try Speaker.installedVoices()
    let languages = voices.filter { $0.kind == .language }
    // Columns as wide as their longest entry, so a long name never shifts the next column.
    let languageWidth = max(8, languages.map { ($0.languages.first ?? "").count }.max() ?? 0) + 2
    let nameWidth = max(4, languages.map(\.name.count).max() ?? 0) + 2
    var text = padded("LANGUAGE", languageWidth) + padded("NAME", nameWidth) + "IDENTIFIER\n"
    for voice in languages {
      text +=
        padded(voice.languages.first ?? "", languageWidth) + padded(voice.name, nameWidth) + voice.identifier + "\n"
    }
    let variants = voices.filter { $0.kind == .variant }.map(\.variantName)
    text += "\nVARIANTS (append as +NAME, e.g. en-us+\(variants.first ?? "f3")):\n"
    text += wrapped(variants, width: 78)
    StandardStreams.out(text)
    return ExitStatus.success
  }

  private func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }

  private func wrapped(_ words: [String], width: Int) -> String {
    var lines: [String] = []
    var line = " "
    for word in words {
      if line.count + word.count + 1 > width {
        lines.append(line)
        line = " "
      }
      line += " " + word
    }
    lines.append(line)
    return lines.joined(separator: "\n") + "\n"
  }
}
