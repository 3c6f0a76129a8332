import Testing

@testable import DialogSpeech

struct SpokenFormsTests {
  @Test(arguments: [
    ("Your total is US$32.70.", "Your total is 32 dollars and 70 cents."),
    ("A medium Mocha is $4.95.", "A medium Mocha is 4 dollars and 95 cents."),
    ("That's $1.", "That's 1 dollar."),
    ("It's $0.50", "It's 50 cents"),
    ("€12.00 and £8.99", "12 euros and 8 pounds and 99 pence"),
    ("Tipped 4.5 USD.", "Tipped 4.5 USD."),
    ("Tipped 4.50 USD.", "Tipped 4 dollars and 50 cents."),
    ("$1,200 in total", "1,200 dollars in total"),
    ("Ready on March 10, 2026 at 7:00 PM.", "Ready on March 10th, 20 26 at 7 PM."),
    ("Leaves at 1:05\u{202F}PM", "Leaves at 1 oh 5 PM"),
    ("Boarding 19:00", "Boarding 19 hundred"),
    ("6:30 AM", "6 30 AM"),
    ("Due 2026-03-11.", "Due March 11th, 20 26."),
    ("Ran 5 km in 20 min, 1 mi more", "Ran 5 kilometers in 20 minutes, 1 mile more"),
    ("It is 72°F", "It is 72 degrees Fahrenheit"),
    ("no numbers here", "no numbers here"),
    ("May 3", "May 3rd"),
  ])
  func saysWrittenFormsAsADeviceDoes(_ written: String, _ said: String) {
    #expect(SpokenForms.rewritten(written) == said)
  }
}
