import Foundation
import Testing

@testable import DialogEngine

struct GrammarAgreementTests {
  @Test(arguments: [
    ("You have ^[2 ticket](inflect: true).", "You have 2 tickets."),
    ("You have ^[1 ticket](inflect: true).", "You have 1 ticket."),
    ("^[3 large coffee](inflect: true) and ^[1 box](inflect: true)", "3 large coffees and 1 box"),
    ("^[2 person](inflect: true) on ^[0 ferry](inflect: true)", "2 people on 0 ferries"),
    ("^[one ticket](inflect: true), ^[two day](inflect: true)", "one ticket, two days"),
    ("^[1 tickets](inflect: true)", "1 ticket"),
    ("^[12 sheep](inflect: true)", "12 sheep"),
    ("^[2 ticket](inflect: false)", "2 ticket"),
    ("^[tickets](inflect: true)", "tickets"),
    ("half-open ^[2 ticket", "half-open ^[2 ticket"),
    ("no markup", "no markup"),
  ])
  func agrees(_ written: String, _ said: String) {
    #expect(GrammarAgreement.resolving(written) == said)
  }

  @Test func foundationsDollarsAreTheDevices() {
    let total = 32.7.formatted(.currency(code: "USD"))
    let dialog: IntentDialog = "Your total is \(total) for ^[2 ticket](inflect: true)."
    #expect(dialog.full == "Your total is $32.70 for 2 tickets.")
    #expect(DeviceText.said("Paid US$ later") == "Paid US$ later")
  }

  @Test func aDialogAgreesAsItIsMade() {
    let count = 2
    let dialog: IntentDialog = "Booked ^[\(count) ticket](inflect: true)."
    #expect(dialog.full == "Booked 2 tickets.")
  }
}
