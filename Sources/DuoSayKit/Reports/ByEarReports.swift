import CatalogFiles
import PhraseMatcher

/// The by-ear section of `coverage --by-ear`, in words.
package enum ByEarText {
  package static func render(_ report: ByEarReport) -> String {
    var lines: [String] = []
    let spoken = report.checks.count
    let sampled = spoken < report.totalExpansions ? "\(spoken) of \(report.totalExpansions)" : "all \(spoken)"
    lines.append(
      "By ear: \(sampled) expansions spoken in \(report.voices.count) eSpeak NG voices and heard by pocketsphinx"
        + " against the catalog's grammar\(report.stopped ? " (stopped by Ctrl-C: what was checked so far)" : "")."
    )
    for (voice, right) in zip(report.voices, report.rightPerVoice) {
      lines.append("  \(voice.name): \(right) of \(spoken) heard as said")
    }
    let confusions = report.confusions
    if !confusions.isEmpty {
      lines.append("  Confusable (at least \(report.agreement) voices agree):")
      for confusion in confusions {
        lines.append(
          "    \(confusion.said) heard as \(confusion.heardAs), \(confusion.voices) of \(confusion.of) voices"
            + (confusion.expansions > 1 ? " (in \(confusion.expansions) expansions)" : "")
            + ": \"\(confusion.words.joined(separator: " "))\"")
      }
    }
    let unheard = report.unheard
    if !unheard.isEmpty {
      lines.append("  No voice got through:")
      for check in unheard {
        let heard = check.hearings.map { hearing in
          let words = hearing.heard.isEmpty ? "nothing" : "\"\(hearing.heard.joined(separator: " "))\""
          return "\(words) (\(report.voices[hearing.voice].name))"
        }
        lines.append("    \(check.expansion.text): heard \(heard.joined(separator: ", "))")
      }
    }
    if !report.notChecked.isEmpty {
      lines.append("  Not checked:")
      for item in report.notChecked { lines.append("    \(item.text): \(item.reason)") }
    }
    lines.append(
      "  These are warnings: they say how a recognizer hears a synthetic voice, not that the app is wrong."
    )
    lines.append(
      "  \(report.workers) workers, \(fixedDecimal(report.wallSeconds, places: 1)) s: "
        + "\(fixedDecimal(report.expansionsPerSecondPerCore, places: 1)) utterances a second per core, "
        + "real-time factor \(fixedDecimal(report.realTimeFactor, places: 3))")
    return lines.joined(separator: "\n") + "\n"
  }
}

/// The `byEar` member of `coverage --by-ear --format json`.
package enum ByEarJSON {
  package static func value(_ report: ByEarReport) -> JSON {
    let voices = zip(report.voices, report.rightPerVoice).map { voice, right -> JSON in
      .object([
        ("name", .string(voice.name)), ("voice", .string(voice.settings.voice)),
        ("rate", .number(String(voice.settings.rate))), ("pitch", .number(String(voice.settings.pitch))),
        ("heardRight", .number(String(right))),
      ])
    }
    let confusions = report.confusions.map { confusion -> JSON in
      .object([
        ("said", .string(confusion.said)), ("heardAs", .string(confusion.heardAs)),
        ("voices", .number(String(confusion.voices))), ("of", .number(String(confusion.of))),
        ("expansions", .number(String(confusion.expansions))),
        ("words", .string(confusion.words.joined(separator: " "))),
      ])
    }
    let unheard = report.unheard.map { check -> JSON in
      .object([
        ("text", .string(check.expansion.text)),
        (
          "heard",
          .array(
            check.hearings.map { hearing in
              .object([
                ("voice", .string(report.voices[hearing.voice].name)),
                ("words", .string(hearing.heard.joined(separator: " "))),
              ])
            })
        ),
      ])
    }
    let notChecked = report.notChecked.map { item -> JSON in
      .object([("text", .string(item.text)), ("reason", .string(item.reason))])
    }
    return .object([
      ("spoken", .number(String(report.checks.count))), ("expansions", .number(String(report.totalExpansions))),
      ("stopped", .bool(report.stopped)), ("voices", .array(voices)), ("confusions", .array(confusions)),
      ("unheard", .array(unheard)), ("notChecked", .array(notChecked)),
      ("seconds", .number(report.wallSeconds)), ("realTimeFactor", .number(report.realTimeFactor)),
    ])
  }
}
