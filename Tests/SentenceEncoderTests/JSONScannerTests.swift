import Foundation
import TestSupport
import Testing

@testable import SentenceEncoder

/// The scanner that reads `tokenizer.json` reads what `JSONSerialization`
/// reads, escapes included, and names the byte where malformed text stops.
@Suite struct JSONScannerTests {
  /// The members of a flat object of strings and integers.
  func members(_ text: String) throws -> [String: Int] {
    var members: [String: Int] = [:]
    try Array(text.utf8).withUnsafeBytes { bytes in
      var scanner = JSONScanner(bytes)
      try scanner.object { key, scanner in
        if key == "skip" { try scanner.skipValue() } else { members[key] = try scanner.integer() }
      }
    }
    return members
  }

  @Test func escapesNestingAndSpacesAreRead() throws {
    let text = #"""
       { "a\"b\\c" : 1, "\u00e9t\u00C9\ud83d\ude00" :2,"skip": [1, {"x": [true, null, -1.5e3]}, "]}\""],
      "tab\tline\n/\/": -12, "skip": {}, "skip": [], "": 0 }
      """#
    #expect(try members(text) == ["a\"b\\c": 1, "étÉ😀": 2, "tab\tline\n//": -12, "": 0])
  }

  @Test(arguments: [
    (#"{"a": 1"#, 7), (#"{"a" 1}"#, 5), (#"{"a": }"#, 6), (#"{"a": 1,}"#, 8), (#"{"a": "1"}"#, 6), (#"{"a\": 1}"#, 9),
    ("", 0),
    (#"{"a\u12": 1}"#, 7),
  ])
  func malformedTextNamesWhereItStops(text: String, offset: Int) {
    #expect(throws: JSONScanner.Malformed(offset: offset), "\(text)") { _ = try members(text) }
  }

  /// The installed tokenizer's whole vocabulary, against `JSONSerialization`'s reading.
  @Test func theTokenizersVocabularyIsReadWhole() throws {
    let path = SentenceModel.defaultDirectory + "/tokenizer.json"
    let data = try #require(FileManager.default.contents(atPath: path), "the model is installed")
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let vocabulary = try #require((root["model"] as? [String: Any])?["vocab"] as? [String: Int])
    let tokenizer = try WordPieceTokenizer(path: path)
    #expect(tokenizer.vocabulary.count == 30_522)
    #expect(tokenizer.vocabulary == vocabulary.mapValues(Int32.init))
  }

  @Test func aTokenizerFileThatIsNotJSONIsRefusedWithItsReason() throws {
    let path = TemporaryPath.make("tokenizer") + ".json"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data(#"{"model": {"type": "WordPiece", "vocab": {"[CLS]": 101,"#.utf8).write(to: URL(fileURLWithPath: path))
    #expect(throws: ModelError.damaged(path: path, reason: "not JSON at byte 55")) {
      try WordPieceTokenizer(path: path)
    }
    try Data(#"{"model": {"type": "BPE", "vocab": {}}}"#.utf8).write(to: URL(fileURLWithPath: path))
    #expect(throws: ModelError.damaged(path: path, reason: "not a WordPiece tokenizer.json")) {
      try WordPieceTokenizer(path: path)
    }
  }
}
