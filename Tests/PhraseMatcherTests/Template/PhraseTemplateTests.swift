import Testing

@testable import PhraseMatcher

@Suite struct PhraseTemplateTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var source: String
    var segments: [PhraseTemplate.Segment]
    var testDescription: String { source }
  }

  static let cases: [Case] = [
    .init(
      source: "Read ${note} in ${applicationName}",
      segments: [.text("Read "), .parameter("note"), .text(" in "), .applicationName]),
    .init(
      source: #"What's in my \(\.$note) note in \(.applicationName)"#,
      segments: [.text("What's in my "), .parameter("note"), .text(" note in "), .applicationName]),
    // The key path's root spelled out, as real providers do (real-app check 39).
    .init(
      source: #"Begin \(\BrewIntent.$drink) in \(.applicationName)"#,
      segments: [.text("Begin "), .parameter("drink"), .text(" in "), .applicationName]),
    .init(
      source: #"Log \(\Intents.LogIntent.$kind) in \(.applicationName)"#,
      segments: [.text("Log "), .parameter("kind"), .text(" in "), .applicationName]),
    .init(
      source: "\\(.applicationName), lock all vaults",
      segments: [.applicationName, .text(", lock all vaults")]),
    .init(
      source: "What’s new in ${ applicationName }",
      segments: [.text("What’s new in "), .applicationName]),
    .init(
      source: "${podcast}\u{00A0}Episodes in ${applicationName}",
      segments: [.parameter("podcast"), .text("\u{00A0}Episodes in "), .applicationName]),
    .init(
      source: "Price is $5 in ${applicationName}",
      segments: [.text("Price is $5 in "), .applicationName]),
    .init(source: "", segments: []),
  ]

  @Test(arguments: cases)
  func parsesBothSpellings(_ c: Case) throws {
    let template = try PhraseTemplate(parsing: c.source)
    #expect(template.segments == c.segments)
    #expect(template.source == c.source)
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    var source: String
    var error: PhraseTemplateError
    var testDescription: String { source }
  }

  static let errorCases: [ErrorCase] = [
    .init(
      source: "Open ${note in ${applicationName}", error: .invalidParameterName("note in ${applicationName", offset: 5)),
    .init(source: "Open ${note", error: .unterminatedToken(offset: 5)),
    .init(source: "Open \\(\\.$note", error: .unterminatedToken(offset: 5)),
    .init(source: "Open ${} in ${applicationName}", error: .emptyParameterName(offset: 5)),
    .init(source: "Open \\(\\.$) now", error: .emptyParameterName(offset: 5)),
    .init(source: "Open ${my note}", error: .invalidParameterName("my note", offset: 5)),
    .init(source: "Open \\(note.title) in it", error: .unsupportedInterpolation("\\(note.title)", offset: 5)),
    .init(source: #"Open \(\My Intent.$note)"#, error: .unsupportedInterpolation(#"\(\My Intent.$note)"#, offset: 5)),
    .init(source: #"Open \(\.note) now"#, error: .unsupportedInterpolation(#"\(\.note)"#, offset: 5)),
    .init(source: "Café ${1note}", error: .invalidParameterName("1note", offset: 5)),
  ]

  @Test(arguments: errorCases)
  func errorsCarryTheOffset(_ c: ErrorCase) {
    #expect(throws: c.error) { try PhraseTemplate(parsing: c.source) }
  }

  @Test func errorDescriptionsSayWhatWasExpected() {
    #expect(
      PhraseTemplateError.unterminatedToken(offset: 5).description
        == "unterminated token at offset 5; expected '}' or ')'")
  }

  @Test func diagnosticsFollowApplesRules() throws {
    #expect(try PhraseTemplate(parsing: "Read ${note} in ${applicationName}").diagnostics == [])
    #expect(try PhraseTemplate(parsing: "Read ${note}").diagnostics == [.applicationNameCount(0)])
    #expect(
      try PhraseTemplate(parsing: "${applicationName} ${applicationName}").diagnostics
        == [.applicationNameCount(2)])
    #expect(
      try PhraseTemplate(parsing: "Move ${note} to ${folder} in ${applicationName}").diagnostics
        == [.tooManyParameters(["note", "folder"])])
  }

  @Test func descriptionUsesTheStringsFileSpelling() throws {
    let template = try PhraseTemplate(parsing: #"Open \(\.$note) in \(.applicationName)"#)
    #expect(template.description == "Open ${note} in ${applicationName}")
    #expect(template.parameterNames == ["note"])
  }
}
