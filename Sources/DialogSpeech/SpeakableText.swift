/// Text as eSpeak NG should receive it: plain text, never markup or phonemes.
///
/// Synthesis runs without `espeakSSML` and `espeakPHONEMES`, so `<`, `&` and
/// `[[` are read as text. Control characters (including ANSI escapes' ESC) and
/// the bidirectional controls become spaces, so they cannot steer the engine.
/// Money, dates, times and unit symbols are said as a device says them (``SpokenForms``).
enum SpeakableText {
  static func from(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    result.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      result.append(isSpeakable(scalar) ? scalar : " ")
    }
    return SpokenForms.rewritten(String(result))
  }

  /// True when `text` holds nothing that would make a sound.
  static func isSilent(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { $0.properties.isWhitespace || !isSpeakable($0) }
  }

  private static func isSpeakable(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .surrogate, .privateUse, .unassigned: false
    default: true
    }
  }
}
