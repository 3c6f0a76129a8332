/// One value a spoken name may refer to, and how closely it was heard.
public struct EntityCandidate: Sendable, Hashable {
  /// How the spoken name met the value's title or synonym.
  public enum Evidence: String, Sendable, Hashable {
    /// Word for word, after normalization.
    case exact
    /// Only singular and plural differ ("kitchen lights" for "Kitchen Light").
    case inflection
    /// Sounds the same ("kitchen lite").
    case phonetic
    /// A letter or two differs ("grocerys").
    case spelling
  }

  /// Index into the type's values.
  public package(set) var valueIndex: Int
  /// The value itself.
  public package(set) var value: Catalog.Value
  /// The title or synonym that was heard.
  public package(set) var form: String
  /// 0 for an exact match; higher is worse.
  public package(set) var cost: Double
  /// The worst kind of difference among the words.
  public package(set) var evidence: Evidence

  /// A score from 0 to 1; 1 is exact.
  public var score: Double { 1 / (1 + cost) }
}
