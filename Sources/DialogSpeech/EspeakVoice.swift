internal import CEspeak

/// An installed eSpeak NG voice or voice variant, as `duo-say --list-voices` shows it.
public struct EspeakVoice: Sendable, Hashable {
  public enum Kind: Sendable, Hashable {
    /// A language voice, selected as `en-us` or by its name.
    case language
    /// A variant, appended as `en-us+f3` or `en+Annie`.
    case variant
  }

  public var name: String
  /// Languages in priority order (`en-us`, `en`); empty for variants.
  public var languages: [String]
  /// The file under `espeak-ng-data/voices`, e.g. `gmw/en-US` or `!v/f3`.
  public var identifier: String
  public var kind: Kind

  init(_ voice: espeak_VOICE, kind: Kind) {
    name = voice.name.map { String(cString: $0) } ?? ""
    identifier = voice.identifier.map { String(cString: $0) } ?? ""
    self.kind = kind
    languages = []
    guard kind == .language, var cursor = voice.languages else { return }
    // A list of <priority byte><language>\0, ending with a zero priority.
    while cursor.pointee != 0 {
      let language = String(cString: cursor + 1)
      languages.append(language)
      cursor += 2 + language.utf8.count
    }
  }

  /// The name to write after `+` for a variant (`f3`, `Annie`).
  public var variantName: String {
    identifier.split(separator: "/").last.map(String.init) ?? name
  }

  /// Whether `request` (a name, identifier or language; any case) selects this voice.
  func answers(to request: String) -> Bool {
    let wanted = request.lowercased()
    guard !wanted.isEmpty else { return false }
    return ([name, identifier, variantName] + languages).contains { $0.lowercased() == wanted }
  }
}
