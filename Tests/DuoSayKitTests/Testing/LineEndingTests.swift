import CatalogFiles
import Foundation
import Testing

@testable import DuoSayKit

/// Files written on Windows or by some editors (CRLF, a byte-order mark) are
/// read as they are meant: a test in such a file still tests.
@Suite struct LineEndingTests {
  static let tests = "# notes\n## asks first\n> delete my groceries note in notes\n< Are you sure?\n"

  @Test(arguments: ["\n", "\r\n", "\r"]) func aTestFileReadsTheSameWhateverItsLineEnds(_ lineEnd: String) throws {
    for prefix in ["", "\u{FEFF}"] {
      let text = prefix + Self.tests.replacingOccurrences(of: "\n", with: lineEnd)
      let file = try TestFile(parsing: text, file: "notes.tests")
      #expect(file.conversations.count == 1)
      #expect(file.conversations.first?.turns.map(\.utterance) == ["delete my groceries note in notes"])
      #expect(file.conversations.first?.turns.first?.replies == ["Are you sure?"])
      #expect(file.conversations.first?.turns.first?.line == 3)
    }
  }

  @Test func aCatalogWithABOMAndCRLFLoads() throws {
    let text =
      "\u{FEFF}{\"app\": {\"name\": \"X\"},\r\n \"shortcuts\": [{\"intent\": \"A\", \"phrases\": [\"Go in ${applicationName}\"]}]}\r\n"
    #expect(try CatalogLoader.decode(Data(text.utf8), file: "x.json").shortcuts.count == 1)
  }
}
