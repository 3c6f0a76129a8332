import CatalogFiles
import Foundation
import PhraseMatcher
import TestSupport
import Testing

@testable import DuoSayKit

@Suite struct CatalogLoaderTests {
  static let valid = """
    {
      "app": { "name": "Notes", "synonyms": ["Notebook"] },
      "locale": "en_US",
      "types": {
        "NoteEntity": { "kind": "entity", "name": "Note",
          "values": [ { "id": "n1", "title": "Groceries", "synonyms": ["shopping list"],
                        "properties": { "body": "milk, eggs and bread", "count": 3, "pinned": true } } ] },
        "Section": { "kind": "enum", "name": "Section", "cases": [ { "id": 7, "title": "Inbox" } ] }
      },
      "shortcuts": [
        { "intent": "ReadNoteSummaryIntent", "shortTitle": "Read Note", "systemImageName": "text.bubble",
          "parameters": { "note": "NoteEntity" },
          "phrases": [ "Read a note in ${applicationName}", "What's in my \\\\(\\\\.$note) note in \\\\(.applicationName)" ],
          "dialog": { "full": "${note} says: ${note.body}", "supporting": "${note.body}" } }
      ],
      "negativePhrases": [ "Send a note to my grocery store" ]
    }
    """

  @Test func loadsEveryPartOfTheDesign() throws {
    let catalog = try CatalogLoader.decode(Data(Self.valid.utf8), file: "notes.json")
    #expect(catalog.app == .init(name: "Notes", synonyms: ["Notebook"]))
    #expect(
      catalog.types["NoteEntity"]?.values.first?.properties == [
        "body": "milk, eggs and bread", "count": "3", "pinned": "true",
      ])
    #expect(catalog.types["Section"]?.kind == .enum)
    #expect(catalog.types["Section"]?.values.first?.id == "7")
    #expect(
      catalog.shortcuts.first?.phrases.map(\.description)
        == ["Read a note in ${applicationName}", "What's in my ${note} note in ${applicationName}"])
    #expect(catalog.shortcuts.first?.dialog == .init(full: "${note} says: ${note.body}", supporting: "${note.body}"))
    #expect(catalog.negativePhrases == ["Send a note to my grocery store"])
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    var json: String
    var expected: String
    var testDescription: String { expected }
  }

  static let errorCases: [ErrorCase] = [
    .init(json: "{", expected: "bad.json: not valid JSON (line 1, column 2: expected a key in quotes)"),
    .init(json: "[]", expected: "bad.json: expected an object, found an array"),
    .init(json: #"{"shortcuts": []}"#, expected: "bad.json: app: missing; expected a value"),
    .init(
      json: #"{"app": {"name": 3}, "shortcuts": []}"#, expected: "bad.json: app.name: expected a string, found a number"
    ),
    .init(
      json: #"{"app": {"name": "A", "colour": 1}, "shortcuts": []}"#,
      expected: "bad.json: app.colour: unexpected key; expected one of: name, synonyms"),
    .init(
      json: #"{"app": {"name": "A"}, "shortcuts": [{"intent": "I", "phrases": ["Open ${x in ${applicationName}"]}]}"#,
      expected:
        "bad.json: shortcuts[0].phrases[0]: invalid parameter name 'x in ${applicationName' at offset 5; expected a Swift identifier"
    ),
    .init(
      json: #"{"app": {"name": "A"}, "shortcuts": [{"intent": "I", "phrases": ["Open ${x} in ${applicationName}"]}]}"#,
      expected: "bad.json: shortcuts[0].phrases[0]: parameter 'x' is not declared; declared: none"),
    .init(
      json:
        #"{"app": {"name": "A"}, "shortcuts": [{"intent": "I", "parameters": {"x": "Nope"}, "phrases": ["Open ${x} in ${applicationName}"]}]}"#,
      expected:
        "bad.json: shortcuts[0].parameters.x: unknown type 'Nope'; a phrase parameter must be one of the catalog's entity or enum types (declared: none)"
    ),
    .init(
      json: #"{"app": {"name": "A"}, "shortcuts": [{"intent": "I", "phrases": []}]}"#,
      expected: "bad.json: shortcuts[0].phrases: expected at least one phrase"),
    .init(
      json: #"{"app": {"name": "A"}, "shortcuts": [{"intent": "I", "phrases": ["  "]}]}"#,
      expected: "bad.json: shortcuts[0].phrases[0]: expected a phrase with words"),
    .init(
      json: #"{"app": {"name": "A"}, "shortcuts": [{"intent": "I", "phrases": [null]}]}"#,
      expected: "bad.json: shortcuts[0].phrases[0]: expected a string, found null"),
    .init(
      json:
        #"{"app": {"name": "A"}, "types": {"T": {"kind": "entity", "values": [{"id": "1", "title": "X"}, {"id": "1", "title": "Y"}]}}, "shortcuts": []}"#,
      expected: "bad.json: types.T.values[1]: duplicate id '1'; ids must be unique within a type"),
    .init(
      json: #"{"app": {"name": "A"}, "types": {"T": {"kind": "thing"}}, "shortcuts": []}"#,
      expected: "bad.json: types.T.kind: expected 'entity' or 'enum', found 'thing'"),
    .init(
      json: #"{"app": {"name": "A"}, "types": {"T": {"kind": "enum", "values": []}}, "shortcuts": []}"#,
      expected: "bad.json: types.T: an enum lists its cases, not 'values'"),
  ]

  @Test(arguments: errorCases)
  func errorsNameTheFileThePathAndWhatWasExpected(_ c: ErrorCase) {
    let error = #expect(throws: CatalogError.self) { try CatalogLoader.decode(Data(c.json.utf8), file: "bad.json") }
    #expect(error?.description.hasPrefix(c.expected) == true, "\(error?.description ?? "")")
    #expect(error?.description.contains("\n") == false)
  }

  @Test func deeplyNestedJSONIsAnErrorNotACrash() {
    let nested = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: CatalogError.self) { try CatalogLoader.decode(Data(nested.utf8), file: "deep.json") }
  }

  @Test func aMissingFileIsNamed() {
    let error = #expect(throws: CatalogError.self) { try CatalogLoader.load(path: "/nonexistent/notes.json") }
    #expect(error?.description.hasPrefix("/nonexistent/notes.json: cannot read the file") == true)
  }

  @Test(arguments: CatalogLoaderTests.bundledCatalogs)
  func theBundledCatalogsLoad(_ path: String) throws {
    let catalog = try CatalogLoader.load(path: path)
    #expect(!catalog.shortcuts.isEmpty)
    #expect(catalog.problems.isEmpty)
  }

  static var bundledCatalogs: [String] {
    let directory = Repository.phrases
    return ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted().map { directory.appendingPathComponent($0).path }
  }
}

@Suite struct JSONTests {
  @Test func parsesEveryKindOfValue() throws {
    let json = try JSON(
      parsing: Array(#" {"a": [1, -2.5e3, true, false, null, "x\"\\\/\n\u00e9\ud83d\ude00"], "b": {}} "#.utf8))
    #expect(
      json["a"] == .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null, .string("x\"\\/\né😀")]))
    #expect(json["b"] == .object([]))
    #expect(json["c"] == nil)
  }

  @Test(arguments: [
    ("{", "line 1, column 2: expected a key in quotes"),
    ("{\"a\": 1,\n \"b\" 2}", "line 2, column 6: expected ':' after the key"),
    ("[1 2]", "line 1, column 4: expected ',' or ']'"),
    ("\"abc", "line 1, column 5: unterminated string"),
    ("01x", "line 1, column 3: unexpected text after the document"),
    ("\"a\tb\"", "line 1, column 3: control character in a string; escape it"),
    ("", "line 1, column 1: unexpected end of the document"),
    (String(repeating: "[", count: 200), "line 1, column 129: nested deeper than 128 levels"),
  ])
  func syntaxErrorsCarryLineAndColumn(_ c: (String, String)) {
    let error = #expect(throws: JSON.SyntaxError.self) { try JSON(parsing: Array(c.0.utf8)) }
    #expect(error?.description == c.1)
  }
}
