#if canImport(Glibc)
  import Glibc
#endif

/// Where pocketsphinx's acoustic model and pronouncing dictionary are: Debian's
/// `pocketsphinx-en-us` by default.
///
/// ```swift
/// let model = try RecognizerModel.installed()
/// let recognizer = try Recognizer(model: model)
/// ```
public struct RecognizerModel: Sendable, Hashable {
  /// The acoustic model's folder (`…/model/en-us/en-us`).
  public var acousticModel: String
  /// The pronouncing dictionary (`…/cmudict-en-us.dict`).
  public var dictionary: String

  public static let debian = RecognizerModel(
    acousticModel: "/usr/share/pocketsphinx/model/en-us/en-us",
    dictionary: "/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict")

  public init(acousticModel: String, dictionary: String) {
    self.acousticModel = acousticModel
    self.dictionary = dictionary
  }

  /// The Debian model, checked: its libraries load, its folder is a folder and
  /// its dictionary a regular file (a FIFO there would block the decoder forever).
  public static func installed() throws(HearingError) -> RecognizerModel {
    try debian.installed()
  }

  /// This model, checked as ``installed()`` checks Debian's.
  public func installed() throws(HearingError) -> RecognizerModel {
    try Recognizer.loadLibrary()
    try check()
    return self
  }

  func check() throws(HearingError) {
    guard Self.kind(of: acousticModel) == S_IFDIR else { throw .modelMissing(path: acousticModel) }
    guard Self.kind(of: dictionary) == S_IFREG else { throw .modelMissing(path: dictionary) }
    for file in ["mdef", "means", "variances", "transition_matrices"]
    where Self.kind(of: acousticModel + "/" + file) != S_IFREG {
      throw .modelMissing(path: acousticModel + "/" + file)
    }
  }

  private static func kind(of path: String) -> mode_t? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return status.st_mode & S_IFMT
  }
}
