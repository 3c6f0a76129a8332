import PhraseMatcher

/// Reading `perform()`: every answer it can return, on its path, and the confirmation's question.
extension SwiftSourceReader {
  /// The `.result(…)`s between `start` and `end` (the body of `perform()`), each with its path;
  /// a `requestConfirmation` question goes to `facts.confirmation`, never among the answers.
  func readPerform(_ stream: TokenStream, _ start: Int, _ end: Int, into facts: inout IntentFacts) {
    let tokens = stream.tokens
    let paths = Self.blockPaths(stream, start, end)
    var enclosing: [PerformAnswer.Path] = []
    var index = start
    while index < end {
      let token = tokens[index]
      let opens = index + 1 < end && tokens[index + 1].text == "("
      switch token.text {
      case "{" where token.kind == .punctuation: enclosing.append(paths[index] ?? .main)
      case "}" where token.kind == .punctuation: _ = enclosing.popLast()
      case "requestConfirmation" where opens:
        guard let close = stream.partner[index + 1] else { break }
        let arguments = stream.arguments(index + 1, close)
        if let dialog = arguments.first(where: { $0.label == "dialog" }).flatMap({ Self.dialog($0.value) })
          ?? arguments.first(where: { $0.label == "result" }).flatMap({ Self.dialog($0.value) })
        {
          facts.confirmation = facts.confirmation ?? dialog
        }
        // The question is no answer: skip what it holds.
        index = close + 1
        continue
      case "result" where opens:
        guard let close = stream.partner[index + 1] else { break }
        let value = stream.arguments(index + 1, close).first { $0.label == "dialog" }?.value
        let path: PerformAnswer.Path =
          enclosing.contains(.failure) ? .failure : enclosing.contains(.branch) ? .branch : .main
        facts.answers.append(.init(said: value.map { said($0, stream, start, end) } ?? .nothing, path: path))
        index = close + 1
        continue
      default: break
      }
      index += 1
    }
  }

  /// What a `dialog:` argument says: words, a member of `IntentDialog`, or what a variable was set to.
  private func said(_ value: ArraySlice<SwiftToken>, _ stream: TokenStream, _ start: Int, _ end: Int)
    -> PerformAnswer.Said
  {
    if let member = Self.dialogMember(value) { return .member(member) }
    if let variable = Self.variable(value) { return assigned(variable, stream, start, end) }
    return Self.literalSaid(value)
  }

  /// What `name` is set to in `perform()`: its one value, or the running app's when it is set
  /// more than once to different things (`dialog = done ? "All done" : "Keep going"`).
  private func assigned(_ name: String, _ stream: TokenStream, _ start: Int, _ end: Int) -> PerformAnswer.Said {
    let tokens = stream.tokens
    var values: [PerformAnswer.Said] = []
    for index in start..<(end - 2) where tokens[index].text == name && tokens[index].kind == .identifier {
      let next = (tokens[index + 1].text, tokens[index + 2].text)
      if next.1 == "=" && ["+", "-", "*"].contains(next.0) { return .atRunTime }
      var equals = index + 1
      if next.0 == ":" && ["let", "var"].contains(tokens[index - 1].text) {  // `let name: String = …`
        equals = tokens[(index + 2)..<end].prefix(8).firstIndex { $0.text == "=" } ?? index
      }
      guard equals > index, tokens[equals].text == "=", equals + 1 < end, tokens[equals + 1].text != "=",
        !["=", "!", "<", ">"].contains(tokens[index - 1].text)
      else { continue }
      let expression = tokens[(equals + 1)..<Self.statementEnd(stream, from: equals + 1, end)]
      values.append(Self.dialogMember(expression).map { .member($0) } ?? Self.literalSaid(expression))
    }
    guard let first = values.first else { return .atRunTime }
    if values.allSatisfy({ $0 == first }) { return first }
    return .atRunTime
  }

  /// The block each `{` opens in `perform()`: a failure path (`guard … else`, `catch`), a branch
  /// (`if`, `else`, `switch`), or neither (`do`, loops, closures: absent).
  static func blockPaths(_ stream: TokenStream, _ start: Int, _ end: Int) -> [Int: PerformAnswer.Path] {
    let tokens = stream.tokens
    var paths: [Int: PerformAnswer.Path] = [:]
    var guardElses: Set<Int> = []
    for index in start..<end where tokens[index].kind == .identifier {
      switch tokens[index].text {
      case "guard":
        if let otherwise = next("else", in: stream, after: index, end),
          let open = next("{", in: stream, after: otherwise, end)
        {
          guardElses.insert(otherwise)
          paths[open] = .failure
        }
      case "catch":
        if let open = next("{", in: stream, after: index, end) { paths[open] = .failure }
      case "if", "switch":
        if let open = next("{", in: stream, after: index, end), paths[open] == nil { paths[open] = .branch }
      case "else" where !guardElses.contains(index):
        if index + 1 < end, tokens[index + 1].text == "{" { paths[index + 1] = .branch }
      default: break
      }
    }
    return paths
  }

  /// The first `text` after `index` outside brackets, before any block opens (`{` ends the search
  /// for anything else).
  private static func next(_ text: String, in stream: TokenStream, after index: Int, _ end: Int) -> Int? {
    var position = index + 1
    while position < end {
      let token = stream.tokens[position]
      if token.text == text { return position }
      if token.text == "{" && token.kind == .punctuation { return nil }
      if token.kind == .punctuation, let close = stream.partner[position], close > position {
        position = close + 1
      } else {
        position += 1
      }
    }
    return nil
  }

  /// Where the expression that starts at `start` ends: at the end of its line, unless an
  /// operator or an open bracket carries it on.
  private static func statementEnd(_ stream: TokenStream, from start: Int, _ end: Int) -> Int {
    let tokens = stream.tokens
    let carries: Set<String> = [".", "+", "?", ":", "&", "|", "(", ","]
    var position = start
    while position < end {
      let token = tokens[position]
      if token.kind == .punctuation && (token.text == "}" || token.text == ";") { return position }
      if token.kind == .punctuation, let close = stream.partner[position], close > position {
        position = min(close + 1, end)
      } else {
        position += 1
      }
      guard position < end else { break }
      if tokens[position].line > tokens[position - 1].line, !carries.contains(tokens[position - 1].text),
        !carries.contains(tokens[position].text)
      {
        return position
      }
    }
    return end
  }
}
