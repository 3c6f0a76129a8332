import Foundation
import Testing

@testable import DuoSayKit

@Suite struct TestFileTests {
  @Test func parsesSingleTurnsAndConversations() throws {
    let file = try TestFile(
      parsing: """
        # utterance => expected resolution
        what's in my groceries note in notes   => ReadNoteSummaryIntent(note: n1)
        um read a note in notes                => ReadNoteSummaryIntent
        turn off the kitchen lights            => none
        open it                                => ambiguous

        ## deleting asks first
        > delete my groceries note in notes
        < Are you sure you want to delete Groceries?
        > yeah
        < Deleted Groceries.
        """, file: "notes.tests")
    #expect(
      file.cases.map(\.expectation) == [
        .intent("ReadNoteSummaryIntent", parameters: ["note": "n1"]), .intent("ReadNoteSummaryIntent", parameters: [:]),
        .none, .ambiguous,
      ])
    #expect(file.cases.map(\.line) == [2, 3, 4, 5])
    #expect(file.conversations.count == 1)
    #expect(file.conversations[0].title == "deleting asks first")
    #expect(
      file.conversations[0].turns.map(\.replies) == [
        ["Are you sure you want to delete Groceries?"], ["Deleted Groceries."],
      ])
  }

  @Test(arguments: [
    (
      "hello there",
      "t.tests:1: expected 'utterance => Intent(param: value)', '=> none', '> said', '< reply' or '## title'"
    ),
    (" => none", "t.tests:1: no utterance before '=>'"),
    ("hi => Open(note", "t.tests:1: expected ')' at the end of 'Open(note'"),
    ("hi => Open(note)", "t.tests:1: expected 'parameter: value' in 'note'"),
    ("hi => two words", "t.tests:1: expected an intent name, 'none' or 'ambiguous' after '=>'"),
    ("> hi", "t.tests:1: '>' outside a conversation; start one with '## title'"),
    ("## t\n< reply", "t.tests:2: '<' before anything was said; expected a '>' line first"),
    (
      "## t @lockd",
      "t.tests:1: unknown directive '@lockd'; expected @locked, @unlocked, @voice, @closed, @open, @screen, @onscreen:Type:id, @onscreen-row:Type:id, @window:Type:id or @at:YYYY-MM-DDTHH:MM"
    ),
    (
      "## t @at:2026-13-10T14:30",
      "t.tests:1: '@at:2026-13-10T14:30' is no time; expected @at:YYYY-MM-DDTHH:MM, as @at:2026-03-10T14:30"
    ),
    (
      "## t @at:tomorrow",
      "t.tests:1: '@at:tomorrow' is no time; expected @at:YYYY-MM-DDTHH:MM, as @at:2026-03-10T14:30"
    ),
  ])
  func malformedLinesAreReportedWithTheirLine(_ c: (String, String)) {
    let error = #expect(throws: TestFileError.self) { try TestFile(parsing: c.0, file: "t.tests") }
    #expect(error?.description == c.1)
  }

  /// 200,000 reply lines: a copy per line made this take minutes (a hang guard, not a timing).
  @Test(.timeLimit(.minutes(1))) func manyReplyLinesParse() throws {
    let text = "## long\n> hi\n" + String(repeating: "< reply\n", count: 200_000)
    let file = try TestFile(parsing: text, file: "t.tests")
    #expect(file.conversations.first?.turns.first?.replies.count == 200_000)
  }

  @Test func aConversationsTitleCanFixTheClock() throws {
    let file = try TestFile(parsing: "## tomorrow is the 11th @at:2026-03-10T14:30 @locked\n> hi\n", file: "t.tests")
    #expect(file.conversations.map(\.title) == ["tomorrow is the 11th"])
    let now = DateComponents(year: 2026, month: 3, day: 10, hour: 14, minute: 30)
    #expect(file.conversations.map(\.device) == [.init(isLocked: true, now: now)])
  }

  @Test func aConversationsTitleCanSetTheDevice() throws {
    let file = try TestFile(
      parsing: "## refuses when locked @locked\n> hi\n## shows @screen @unlocked\n> hi\n## plain\n> hi\n",
      file: "t.tests")
    #expect(file.conversations.map(\.title) == ["refuses when locked", "shows", "plain"])
    #expect(
      file.conversations.map(\.device) == [
        .init(isLocked: true), .init(isLocked: false, pose: .closed), .init(),
      ])
    #expect(
      file.conversations[2].device.over(.init(isLocked: true, pose: .open))
        == .init(isLocked: true, pose: .open))
    #expect(file.conversations[0].device.over(.init(isLocked: false)) == .init(isLocked: true))
  }
}
