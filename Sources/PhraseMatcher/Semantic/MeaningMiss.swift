/// Why the semantic stage took nothing for an utterance it compared by meaning, and the
/// shortcuts closest to it: what a developer reads to see why a paraphrase is not taken.
///
/// ```swift
/// let result = matcher.match("check on my ride in zipride", cache: WordCache())
/// result.byMeaning?.description
/// // "too close to the runner-up: RideStatusIntent 0.69, RequestRideIntent 0.66, …"
/// ```
public struct MeaningMiss: Sendable, Hashable, CustomStringConvertible {
  /// Why nothing was taken ("its verb asks for another action", "below the threshold").
  public let reason: String
  /// The shortcuts closest in meaning, closest first; empty when the sentence could mean
  /// none of them and the model was not asked.
  public let closest: [Closest]

  /// A shortcut and its similarity to the utterance (0 to 1).
  public struct Closest: Sendable, Hashable {
    public let intent: String
    public let similarity: Double
  }

  /// How many of the closest shortcuts are kept.
  static let kept = 3

  public var description: String {
    let ranking = closest.map { "\($0.intent) \(fixedDecimal($0.similarity, places: 2))" }
    return reason + (ranking.isEmpty ? "" : ": " + ranking.joined(separator: ", "))
  }
}
