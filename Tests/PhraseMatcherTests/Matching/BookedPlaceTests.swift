import Testing

@testable import PhraseMatcher

/// Stop 66: the place a booking holds ("a spot", "a slot") is the booking itself, to a shortcut
/// that books; any other thing named is still another, and to a shortcut that does not book
/// "a spot" is a thing like any other.
@Suite struct BookedPlaceTests {
  typealias Shapes = SpeechActTests

  @Test func aBookedPlaceIsTheBooking() throws {
    let book = try Shapes.form(["Book a ${gymClass} class in ${applicationName}"])
    #expect(book.refusal(of: .request, tokens: Shapes.tokens("reserve a spot in value with app")) == nil)
    #expect(book.refusal(of: .request, tokens: Shapes.tokens("book me a slot for value in app")) == nil)
    #expect(book.refusal(of: .request, tokens: Shapes.tokens("reserve a locker for value in app")) == .anotherThing)
  }

  @Test func aShortcutThatDoesNotBookNamesNoPlace() throws {
    let find = try Shapes.form(["Find a ${gymClass} class in ${applicationName}"])
    #expect(find.refusal(of: .request, tokens: Shapes.tokens("find a spot in value with app")) == .anotherThing)
  }
}
