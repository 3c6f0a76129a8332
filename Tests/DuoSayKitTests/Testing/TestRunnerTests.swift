import Testing

@testable import DuoSayKit

struct TestRunnerTests {
  @Test(arguments: [
    ("Your pickup is at 6:30 PM.", "Your pickup is at 6:30\u{202F}PM.", true),
    ("Leaves at 7:00 AM", "Leaves at 7:00\u{00A0}AM", true),
    ("~ * at 6:30 PM.", "Your pickup is at 6:30\u{2009}PM.", true),
    ("Your pickup is at 6:30 PM.", "Your pickup is at 6:30PM.", false),
    ("Booked 2 tickets.", "Booked 2 ticket.", false),
  ])
  func repliesCompareUnicodeSpacesAsSpaces(_ expected: String, _ said: String, _ matches: Bool) {
    #expect(TestRunner.reply(expected, matches: said) == matches)
  }
}
