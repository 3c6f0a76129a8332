import Testing

@testable import PhraseMatcher

@Suite struct SpokenTextTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var raw: String
    var words: String
    var testDescription: String { raw }
  }

  static let folding: [Case] = [
    .init(raw: "Read my Groceries note in Notes.", words: "read my groceries note in notes"),
    .init(raw: "What’s in “my” note?!", words: "what is in my note"),
    .init(raw: "Café crème brûlée", words: "cafe creme brulee"),
    .init(raw: "open\u{00A0}notes", words: "open notes"),
    .init(raw: "Straße", words: "strasse"),
    .init(raw: "  lots   of\tspace\n", words: "lots of space"),
    .init(raw: "", words: ""),
    .init(raw: "read my \u{200F}gro\u{200B}ceries\u{200E} note", words: "read my groceries note"),
    .init(raw: "\u{FEFF}read\u{00AD}ing list", words: "reading list"),
    .init(raw: "groceries 🛒 note 👍🏽", words: "groceries note"),
  ]

  static let contractions: [Case] = [
    .init(raw: "what's", words: "what is"),
    .init(raw: "I'm", words: "i am"),
    .init(raw: "don't", words: "do not"),
    .init(raw: "can't won't", words: "can not will not"),
    .init(raw: "we're they'll I've she'd", words: "we are they will i have she would"),
    .init(raw: "Anna's note", words: "anna note"),
    .init(raw: "let's go", words: "let us go"),
    .init(raw: "o'clock", words: "oclock"),
    .init(raw: "nobody's home, everything's fine", words: "nobody is home everything is fine"),
  ]

  static let fillers: [Case] = [
    .init(raw: "um read uh my note", words: "read my note"),
    .init(raw: "Hey Siri, read my note", words: "read my note"),
    .init(raw: "okay hey siri can you please read my note", words: "read my note"),
    .init(raw: "could you read my note please", words: "read my note"),
    // A hesitation inside an idiom or a number hides neither.
    .init(raw: "take uh me to the lake", words: "navigate to the lake"),
    .init(raw: "get um rid of it", words: "remove it"),
    .init(raw: "so take me to the lake", words: "navigate to the lake"),
    .init(raw: "twenty uh one", words: "21"),
  ]

  static let numbers: [Case] = [
    .init(raw: "three notes", words: "3 notes"),
    .init(raw: "twenty one", words: "21"),
    .init(raw: "two hundred five", words: "205"),
    .init(raw: "one thousand two hundred", words: "1200"),
    .init(raw: "the third one", words: "the 3rd 1"),
    .init(raw: "3rd", words: "3rd"),
    .init(raw: "twenty first", words: "21st"),
    .init(raw: "one two three", words: "1 2 3"),
    .init(raw: "twelfth", words: "12th"),
    // A number written with its unit is said apart; an ordinal or a decade is one word.
    .init(raw: "a 20mg tablet", words: "a 20 mg tablet"),
    .init(raw: "run 10K", words: "run 10 k"),
    .init(raw: "the 90s", words: "the 90s"),
    .init(raw: "1.5L", words: "1 5 l"),
  ]

  @Test(arguments: folding + contractions + fillers + numbers)
  func normalizes(_ c: Case) {
    #expect(SpokenText(c.raw).text == c.words)
  }

  /// A letter under a mountain of combining marks keeps only the first few, as Unicode's
  /// stream-safe format does, so the word after it costs what a word costs.
  @Test func aLetterKeepsAtMostThirtyMarks() {
    let buried = "tu" + "r" + String(repeating: "\u{0301}", count: 100_000) + "n on the lights"
    let words = SpokenText(buried).words
    #expect(words.count == 4)
    #expect(words.first.map { $0.unicodeScalars.count } == 4 + CharacterFolding.maximumMarks, "t, u, r, its marks, n")
    #expect(SpokenText("re\u{0301}sume\u{0301}").words == ["resume"], "an accent still folds away")
  }

  @Test func bothSidesOfAContractionMeet() {
    #expect(SpokenText("what's in my note").words == SpokenText("what is in my note").words)
    #expect(SpokenText("I do not know").words == SpokenText("I don't know").words)
  }

  @Test func literalTextKeepsFillers() {
    #expect(SpokenText(literal: "OK Computer").text == "ok computer")
    #expect(SpokenText("OK Computer").text == "computer")
  }

  @Test func ordinalSuffixes() {
    #expect(
      [1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map { "\($0)" + SpokenLanguage.english.numbers.ordinalSuffix($0) }
        == ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st", "111th"])
  }

  /// "a second" is a stretch of time where nothing or a word of grammar follows; before a noun
  /// it is the ordinal.
  @Test func aSecondOfTimeIsNoOrdinal() {
    #expect(SpokenText("stop the washer for a second in sudsy").text == "stop the washer for a second in sudsy")
    #expect(SpokenText("wait one second").text == "wait 1 second")
    #expect(SpokenText("add a second alarm").text == "add a 2nd alarm")
    #expect(SpokenText("the second floor").text == "the 2nd floor")
  }
}
