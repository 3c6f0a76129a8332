import DialogEngine
import PhraseMatcher

/// What an intent's code says to a voice, read from its declaration: the
/// questions it asks, its confirmation and answer dialogs, the lock and the screen.
struct IntentFacts {
  var requiresUnlock = false
  var needsScreen = false
  /// Parameter name → `requestValueDialog`, and → title.
  var prompts: [String: String] = [:]
  var titles: [String: String] = [:]
  /// `requestConfirmation(… dialog:)` in `perform()`.
  var confirmation: Catalog.ScriptedDialog?
  /// The last `.result(dialog:)` in `perform()`: the answer of the run that succeeds.
  var dialog: Catalog.ScriptedDialog?
}

extension SwiftSourceReader {
  mutating func readIntentFacts(_ stream: TokenStream, name: String, body: [Int], close: Int) {
    let tokens = stream.tokens
    var facts = IntentFacts()
    var parameterNames: [String] = []
    for (offset, at) in body.enumerated() {
      switch tokens[at].text {
      case "authenticationPolicy":
        // Raw tokens, not top-level ones: a computed property's value sits inside its braces.
        let value = tokens[at...].prefix(10).map(\.text)
        facts.requiresUnlock =
          value.contains("requiresAuthentication") || value.contains("requiresLocalDeviceAuthentication")
      case "openAppWhenRun":
        facts.needsScreen = facts.needsScreen || tokens[at...].prefix(8).contains { $0.text == "true" }
      case "supportedModes":
        let value = tokens[at...].prefix(14).map(\.text)
        if value.contains("foreground") && !value.contains("background") { facts.needsScreen = true }
      case "@Parameter":
        guard let varAt = body[offset..<min(offset + 4, body.count)].first(where: { tokens[$0].text == "var" }),
          varAt + 1 < close
        else { continue }
        let parameter = tokens[varAt + 1].text
        parameterNames.append(parameter)
        guard offset + 1 < body.count, tokens[body[offset + 1]].text == "(", let end = stream.partner[body[offset + 1]]
        else { continue }
        for (label, value) in stream.arguments(body[offset + 1], end) {
          if label == "title", let title = value.first(where: { $0.kind == .string }) {
            facts.titles[parameter] = title.text
          }
          if label == "requestValueDialog", let prompt = Self.dialog(value) { facts.prompts[parameter] = prompt.full }
        }
      case "perform":
        guard let open = tokens[at...].prefix(40).firstIndex(where: { $0.text == "{" }), let end = stream.partner[open]
        else { continue }
        readPerform(stream, open + 1, end, into: &facts)
      default:
        continue
      }
    }
    // Interpolations of parameters are said as their values; the rest by name.
    facts.prompts = facts.prompts.mapValues { Self.spoken($0, parameters: parameterNames) }
    facts.confirmation = facts.confirmation.map { Self.spoken($0, parameters: parameterNames) }
    facts.dialog = facts.dialog.map { Self.spoken($0, parameters: parameterNames) }
    intentFacts[name] = facts
  }

  private func readPerform(_ stream: TokenStream, _ start: Int, _ end: Int, into facts: inout IntentFacts) {
    let tokens = stream.tokens
    var index = start
    while index < end {
      let text = tokens[index].text
      if text == "requestConfirmation" || text == "result", index + 1 < end, tokens[index + 1].text == "(",
        let close = stream.partner[index + 1]
      {
        let arguments = stream.arguments(index + 1, close)
        if text == "requestConfirmation" {
          if let dialog = arguments.first(where: { $0.label == "dialog" }).flatMap({ Self.dialog($0.value) })
            ?? arguments.first(where: { $0.label == "result" }).flatMap({ Self.dialog($0.value) })
          {
            facts.confirmation = facts.confirmation ?? dialog
          }
        } else if let dialog = arguments.first(where: { $0.label == "dialog" }).flatMap({ Self.dialog($0.value) }) {
          facts.dialog = dialog
        }
      }
      index += 1
    }
  }

  /// `"Text"`, `IntentDialog("Text")`, `IntentDialog(full: "A", supporting: "B")`, `.result(dialog: "…")`.
  static func dialog(_ value: ArraySlice<SwiftToken>) -> Catalog.ScriptedDialog? {
    let strings = value.filter { $0.kind == .string }
    guard let first = strings.first else { return nil }
    let labels = value.map(\.text)
    if labels.contains("full"), labels.contains("supporting"), strings.count >= 2 {
      return .init(full: strings[0].text, supporting: strings[1].text)
    }
    return .init(full: first.text)
  }

  static func spoken(_ dialog: Catalog.ScriptedDialog, parameters: [String]) -> Catalog.ScriptedDialog {
    .init(
      full: spoken(dialog.full, parameters: parameters),
      supporting: dialog.supporting.map { spoken($0, parameters: parameters) })
  }

  /// `\(note.title)` → `${note}`, `\(note.body)` → `${note.body}`, `\(price)` → `price`.
  static func spoken(_ text: String, parameters: [String]) -> String {
    var result = ""
    var rest = Substring(text)
    while let open = rest.firstRange(of: "\\("), let close = closing(rest, after: open.upperBound) {
      result += rest[..<open.lowerBound]
      var path = rest[open.upperBound..<close].split(separator: ".").map { $0.trimmingCharacters(in: .whitespaces) }
      if path.first == "self" { path.removeFirst() }
      let names = path.map { $0.filter { $0.isLetter || $0.isNumber || $0 == "_" } }
      if let first = names.first, parameters.contains(first) {
        let property = names.dropFirst().first.flatMap {
          ["title", "name", "rawValue", "displayName"].contains($0) ? nil : $0
        }
        result += "${" + first + (property.map { "." + $0 } ?? "") + "}"
      } else {
        result += (names.last(where: { !$0.isEmpty }) ?? "").identifierWords
      }
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }

  /// The `)` that closes an interpolation opened just before `start`.
  private static func closing(_ text: Substring, after start: Substring.Index) -> Substring.Index? {
    var depth = 1
    var index = start
    while index < text.endIndex {
      if text[index] == "(" { depth += 1 }
      if text[index] == ")" {
        depth -= 1
        if depth == 0 { return index }
      }
      index = text.index(after: index)
    }
    return nil
  }
}
