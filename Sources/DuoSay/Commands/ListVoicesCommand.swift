import DialogEngine
import DialogSpeech
import DuoSayKit

/// `duo-say --list-voices`: the voices, then the variants that can follow `+`.
struct ListVoicesCommand {
  func run() throws -> Int32 {
    let voices = try Speaker.installedVoices()
    var text = "LANGUAGE        NAME                          IDENTIFIER\n"
    for voice in voices where voice.kind == .language {
      text += padded(voice.languages.first ?? "", 16) + padded(voice.name, 30) + voice.identifier + "\n"
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
