/// Why hearing by ear cannot start or a grammar was refused, with its evidence.
public enum HearingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// pocketsphinx's libraries are not installed.
  case libraryMissing(String)
  /// The acoustic model or dictionary is not a readable regular file or folder.
  case modelMissing(path: String)
  /// pocketsphinx could not start with the model.
  case decoderFailed(String)
  /// pocketsphinx refused the grammar made from the catalog.
  case grammarRefused(String)
  /// A word the recognizer could not be taught.
  case wordRefused(word: String, phones: String)

  public var description: String {
    switch self {
    case .libraryMissing(let what):
      "hearing by ear needs pocketsphinx: \(what) is missing (Debian: apt-get install pocketsphinx-en-us libpocketsphinx3; Scripts/install-deps.sh installs them)"
    case .modelMissing(let path):
      "hearing by ear needs pocketsphinx's US English model: \(path) is missing or not a regular file (Debian: pocketsphinx-en-us)"
    case .decoderFailed(let why): "pocketsphinx did not start: \(why)"
    case .grammarRefused(let why): "pocketsphinx refused the catalog's grammar: \(why)"
    case .wordRefused(let word, let phones): "pocketsphinx refused the word '\(word)' said as '\(phones)'"
    }
  }
}
