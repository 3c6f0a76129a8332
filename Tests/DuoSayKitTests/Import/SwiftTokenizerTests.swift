import Testing

@testable import DuoSayKit

/// The tokenizer reads Swift's whole lexical grammar: whatever hides a quote
/// or a comment must not make the phrases after it disappear.
@Suite struct SwiftTokenizerTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var source: String
    /// The string tokens, in order.
    var strings: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    .init(
      name: "an interpolation holding a string", source: #"let a = "\(x ?? "none") left"; let b = "next""#,
      strings: [#"\(x ?? "none") left"#, "next"]),
    .init(
      name: "interpolations nested two deep", source: #"f("a\(g("b\(h("c"))"))d"); "after""#,
      strings: [#"a\(g("b\(h("c"))"))d"#, "after"]),
    .init(
      name: "a raw string with quotes and a raw interpolation", source: ##"let r = #"say "hi" \#(name)"#; "x""##,
      strings: [#"say "hi" \(name)"#, "x"]),
    .init(
      name: "a raw string with two hashes", source: ###"let r = ##"a "# b"##; "x""###, strings: [##"a "# b"##, "x"]),
    .init(
      name: "a multi-line string with quotes",
      source: "let m = \"\"\"\n    one \"two\"\n    three\n    \"\"\"\n\"after\"",
      strings: ["one \"two\"\nthree", "after"]),
    .init(
      name: "a multi-line raw string", source: "let m = #\"\"\"\n  a \"\"\" b\n  \"\"\"#\n\"after\"",
      strings: ["a \"\"\" b", "after"]),
    .init(name: "a line continuation", source: "let m = \"\"\"\n  one \\\n  two\n  \"\"\"", strings: ["one two"]),
    .init(name: "escapes", source: #""tab\tquote\" \u{1F600}""#, strings: ["tab\tquote\" 😀"]),
    .init(name: "a regex literal with a quote", source: #"let r = /a"b/; let s = "kept""#, strings: ["kept"]),
    .init(name: "an extended regex literal", source: ##"let r = #/ "(\d+)" /#; "kept""##, strings: ["kept"]),
    .init(name: "division is not a regex", source: #"let h = total / 2 / count; "kept""#, strings: ["kept"]),
    .init(name: "nested block comments", source: "/* a /* \"b */ c\" */ \"kept\"", strings: ["kept"]),
    .init(name: "a line comment with a quote", source: "// it's \"quoted\nlet s = \"kept\"", strings: ["kept"]),
    .init(
      name: "CRLF line ends", source: "// comment\r\nlet s = \"kept\"\r\n// more\r\n\"too\"", strings: ["kept", "too"]),
    .init(name: "a byte-order mark", source: "\u{FEFF}let s = \"kept\"", strings: ["kept"]),
  ]

  @Test(arguments: cases) func stringsComeOutAsWritten(_ testCase: Case) throws {
    let tokens = try SwiftTokenizer.tokens(testCase.source, file: "t.swift")
    #expect(tokens.filter { $0.kind == .string }.map(\.text) == testCase.strings)
  }

  @Test func crlfLinesAreCountedOnce() throws {
    let tokens = try SwiftTokenizer.tokens("a\r\nb\r\n\r\nc", file: "t.swift")
    #expect(tokens.map(\.line) == [1, 2, 4])
  }

  @Test func backtickedNamesAreIdentifiers() throws {
    let tokens = try SwiftTokenizer.tokens("case `repeat`, shuffle", file: "t.swift")
    #expect(tokens.map(\.text) == ["case", "repeat", ",", "shuffle"] && tokens[1].kind == .identifier)
  }

  struct BadCase: Sendable, CustomTestStringConvertible {
    var source: String
    var error: String
    var testDescription: String { error }
  }

  static let badCases: [BadCase] = [
    .init(source: "let a = 1\nlet s = \"open", error: "t.swift:2: unterminated string literal"),
    .init(source: "let s = \"\"\"\nabc", error: "t.swift:1: unterminated string literal"),
    .init(source: "x\n/* never closed", error: "t.swift:2: unterminated /* comment"),
    .init(source: "let s = \"\\(f(\"", error: "t.swift:1: unterminated string literal"),
    .init(source: "let s = \"\\(a\"", error: "t.swift:1: unterminated string literal"),
    .init(
      source: "let s = \"" + String(repeating: "\\(\"", count: 40),
      error: "t.swift:1: string interpolations nested more than 32 deep"),
  ]

  @Test(arguments: badCases) func brokenSourceIsOneErrorWithItsLine(_ testCase: BadCase) {
    let error = #expect(throws: ImportError.self) { try SwiftTokenizer.tokens(testCase.source, file: "t.swift") }
    #expect(error?.description == testCase.error)
  }

  @Test func deepParenthesesAndLongRunsAreRead() throws {
    let parentheses = "f" + String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000)
    #expect(try SwiftTokenizer.tokens(parentheses, file: "t.swift").count == 200_001)
    let structs = String(repeating: "struct ", count: 200_000)
    let stream = TokenStream(try SwiftTokenizer.tokens(structs, file: "t.swift"))
    #expect(SwiftSourceReader.read([("t.swift", structs)]).providers.isEmpty && stream.tokens.count == 200_000)
  }
}
