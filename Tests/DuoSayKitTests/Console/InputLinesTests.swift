import Testing

@testable import DuoSayKit

@Suite struct InputLinesTests {
  @Test(arguments: [
    ("read my \u{1B}[31mgroceries\u{1B}[0m note", "read my groceries note"),
    ("\u{1B}]0;title\u{07}read my note", "read my note"),
    ("\u{1B}]8;;https://example.com\u{1B}\\link\u{1B}]8;;\u{1B}\\ text", "link text"),
    ("read\u{0}my\tnote\u{7F}", "read my note"),
    ("unfinished \u{1B}[", "unfinished "),
    ("plain text stays", "plain text stays"),
    ("a \u{9B}31mred\u{9D} light", "a  31mred  light"),
    ("\u{202E}thgil\u{202C} and \u{2067}porch\u{2069}", "thgil and porch"),
    ("café, naïve — “quoted” ✓", "café, naïve — “quoted” ✓"),
  ])
  func terminalControlsAreTakenOut(_ raw: String, _ said: String) {
    #expect(InputLines.withoutControls(raw) == said)
  }
}
