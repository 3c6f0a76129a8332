import Testing

@testable import SpokenValues

struct SpokenNumberTests {
  @Test(arguments: [
    ("0.5", 0.5), ("two and a half", 2.5), ("point five", 0.5), ("two point five", 2.5), ("a quarter", 0.25),
    ("three quarters", 0.75), ("one and three quarters", 1.75), ("ten point oh five", 10.05), (".25", 0.25),
    ("1/2", 0.5), ("three hundred and twelve", 312), ("twelve hundred", 1200), ("a dozen", 12),
    ("half a dozen", 6), ("minus 3.5", -3.5), ("1,500", 1500), ("a hundred and five", 105),
    ("one thousand two hundred", 1200), ("twenty-one", 21),
  ])
  func reads(_ spoken: String, _ expected: Double) throws {
    let words = ValueWords(spoken).words
    let number = try #require(SpokenNumber.read(words[...]))
    #expect(abs(number.value - expected) < 1e-9)
    #expect(number.length == words.count)
  }

  @Test(arguments: ["a few", "lots", "several", "banana", "", "1e400", "nan"])
  func refuses(_ spoken: String) {
    let words = ValueWords(spoken).words
    #expect(SpokenNumber.read(words[...]).map { $0.length == words.count && $0.value.isFinite } != true)
  }

  @Test func keepsWhatAValueNeeds() {
    #expect(ValueWords("Uh, make it $4.50 please").words == ["$", "4.50"])
    #expect(ValueWords("7:30pm").words == ["7:30", "pm"])
    #expect(ValueWords("6:45 a.m.").words == ["6:45", "am"])
    #expect(ValueWords("68°F").words == ["68", "°", "f"])
    #expect(ValueWords("the 24th").words == ["the", "24th"])
    #expect(ValueWords("2026-04-01").words == ["2026-04-01"])
    #expect(ValueWords("nine a m").words == ["nine", "am"])
  }
}
