import DialogEngine
import PhraseMatcher
import Testing

@testable import DuoSayKit

/// A turn's JSON line: the resolution is an object of the same shape as
/// `match --json` writes (`intent`, `parameters: {name: {id, title}}`).
@Suite struct SessionTurnJSONTests {
  static let groceries = Catalog.Value(id: "groceries", title: "Groceries")

  @Test func anIntentResolvesToTheMatchShape() {
    var turn = SessionTurn(
      heard: "read my groceries note in notes",
      resolution: .intent(ResolvedIntent(intent: "ReadNoteIntent", parameters: ["note": Self.groceries])),
      replies: [.init(.answer, "Groceries says: milk.")])
    turn.elapsed = 0.5
    #expect(
      turn.jsonLine
        == #"{"heard":"read my groceries note in notes","resolution":{"kind":"intent","intent":"ReadNoteIntent","parameters":{"note":{"id":"groceries","title":"Groceries"}},"ambiguous":false},"understood":true,"failed":false,"pose":"voice","voiceOnly":true,"elapsed":0.500,"replies":[{"kind":"answer","text":"Groceries says: milk."}],"diagnostics":[]}"#
    )
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var resolution: SessionTurn.Resolution
    var json: String
    var testDescription: String { json }
  }

  static let cases: [Case] = [
    .init(
      resolution: .answer(prompt: "Which note?", value: "Groceries"),
      json: #"{"kind":"answer","prompt":"Which note?","value":"Groceries"}"#),
    .init(resolution: .cancelled, json: #"{"kind":"cancelled"}"#),
    .init(
      resolution: .notAnAnswer(prompt: "Which note?", gaveUp: true),
      json: #"{"kind":"notAnAnswer","prompt":"Which note?","gaveUp":true}"#),
    .init(resolution: .none(vetoedBy: nil), json: #"{"kind":"none","vetoedBy":null}"#),
    .init(
      resolution: .ambiguous([ResolvedIntent(intent: "PlayIntent"), ResolvedIntent(intent: "ShuffleIntent")]),
      json:
        #"{"kind":"ambiguous","readings":[{"intent":"PlayIntent","parameters":{}},{"intent":"ShuffleIntent","parameters":{}}]}"#
    ),
  ]

  @Test(arguments: cases) func everyResolutionHasItsKind(_ testCase: Case) {
    #expect(testCase.resolution.json.text == testCase.json)
  }
}
