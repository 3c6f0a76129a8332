import Hearing
import PhraseMatcher

/// What a check by ear found: per voice, how many expansions were heard as
/// themselves; which names and phrases several voices hear as another; which
/// none gets through; and what could not be put to the recognizer.
///
/// These are warnings about how a recognizer hears eSpeak NG's voices, not
/// errors in the app: a phrase a robot voice garbles may be clear to Siri.
public struct ByEarReport: Sendable {
  /// What one voice heard for one expansion.
  public struct Heard: Sendable, Hashable {
    public var voice: Int
    /// The words the recognizer heard (empty: nothing fit the grammar).
    public var heard: [String]
    /// Whether the matcher resolved them to the expansion's own shortcut and value.
    public var isRight: Bool
    /// What the words resolved to when that was something else: another value's title
    /// ("Kitchen Lights"), or another shortcut's phrase.
    public var heardAs: String?
    /// What was said, as the mistake names it: the value's form when another value was heard,
    /// the phrase when another shortcut was.
    public var said: String?

    /// The pair a confusion is counted by.
    struct Mistake: Hashable {
      var said: String
      var heardAs: String
    }

    var mistake: Mistake? {
      guard let said, let heardAs else { return nil }
      return Mistake(said: said, heardAs: heardAs)
    }
  }

  /// One expansion spoken in every voice.
  public struct Check: Sendable {
    public var expansion: Expansion
    public var hearings: [Heard]
  }

  /// Something said that several voices heard as the same other thing.
  public struct Confusion: Sendable, Hashable {
    public var said: String
    public var heardAs: String
    /// How many voices heard it so, of ``of``, in the expansion where most did.
    public var voices: Int
    public var of: Int
    /// How many spoken expansions at least ``ByEarReport/agreement`` voices heard so.
    public var expansions: Int
    /// The words heard, from one of them.
    public var words: [String]
  }

  public var voices: [EarVoice]
  public var checks: [Check] = []
  /// The catalog's expansions, of which ``checks`` were spoken.
  public var totalExpansions = 0
  public var notChecked: [CatalogGrammar.Unchecked] = []
  /// True when Ctrl-C stopped the check: what is here is what was checked.
  public var stopped = false
  /// Seconds of audio decoded, and seconds the decoders took (summed over workers).
  public var audioSeconds = 0.0
  public var decodeSeconds = 0.0
  public var wallSeconds = 0.0
  public var workers = 1

  public init(voices: [EarVoice]) { self.voices = voices }

  /// Per voice, the expansions heard as themselves.
  public var rightPerVoice: [Int] {
    voices.indices.map { voice in checks.count { $0.hearings.contains { $0.voice == voice && $0.isRight } } }
  }

  /// How many voices must agree on a mishearing for it to be reported: two, or one when only one voice is used.
  public var agreement: Int { min(2, voices.count) }

  /// Mishearings at least ``agreement`` voices share, most voices first; one
  /// entry per pair of things said and heard, however many phrases showed it.
  public var confusions: [Confusion] {
    var pairs: [String: Confusion] = [:]
    var order: [String] = []
    for check in checks {
      var groups: [Heard.Mistake: [Heard]] = [:]
      for hearing in check.hearings where !hearing.isRight {
        if let mistake = hearing.mistake { groups[mistake, default: []].append(hearing) }
      }
      for (mistake, hearings) in groups where hearings.count >= agreement {
        let key = mistake.said + "\u{0}" + mistake.heardAs
        if var known = pairs[key] {
          known.expansions += 1
          if hearings.count > known.voices { (known.voices, known.words) = (hearings.count, hearings[0].heard) }
          pairs[key] = known
        } else {
          order.append(key)
          pairs[key] = Confusion(
            said: mistake.said, heardAs: mistake.heardAs, voices: hearings.count, of: check.hearings.count,
            expansions: 1, words: hearings[0].heard)
        }
      }
    }
    return order.compactMap { pairs[$0] }.sorted { $0.voices > $1.voices }
  }

  /// Expansions no voice got through.
  public var unheard: [Check] {
    checks.filter { check in !check.hearings.isEmpty && !check.hearings.contains(where: \.isRight) }
  }

  /// Expansions decoded per second per worker, and the decoders' real-time factor.
  public var expansionsPerSecondPerCore: Double {
    wallSeconds > 0 ? Double(checks.count * voices.count) / wallSeconds / Double(max(1, workers)) : 0
  }

  public var realTimeFactor: Double { audioSeconds > 0 ? decodeSeconds / audioSeconds : 0 }
}
