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
  /// Every `.result(…)` `perform()` can return, as written; ``settle(members:)`` chooses.
  var answers: [PerformAnswer] = []
  var parameterNames: [String] = []
  /// The file that declares the intent: of two types with one name, the one beside the provider counts.
  var file = ""
  /// The `.result(dialog:)` `perform()` returns when it succeeds.
  var dialog: Catalog.ScriptedDialog?
  /// That answer is built when the app runs: no literal says all of it.
  var dialogIsBuiltAtRunTime = false

  /// Chooses the answer once every `IntentDialog` member is known (`members`, already as heard),
  /// and says it as a person hears it.
  mutating func settle(members: [String: PerformAnswer.Said]) {
    let heard = answers.map { PerformAnswer(said: $0.said.heard(parameters: parameterNames), path: $0.path) }
    (dialog, dialogIsBuiltAtRunTime) = PerformAnswer.chosen(heard, members: members)
  }
}

extension SwiftSourceReader {
  mutating func readIntentFacts(_ stream: TokenStream, name: String, body: [Int], close: Int, file: String) {
    let tokens = stream.tokens
    var facts = IntentFacts()
    facts.file = file
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
          if label == "title", let title = Self.spokenStrings(value).first {
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
    facts.parameterNames = parameterNames
    intentFacts[name, default: []].append(facts)
  }

  /// `"Text"`, `IntentDialog("Text")`, `IntentDialog(full: "A", supporting: "B")`, `.result(dialog: "…")`.
  static func dialog(_ value: ArraySlice<SwiftToken>) -> Catalog.ScriptedDialog? {
    let strings = spokenStrings(value)
    // `"\(message)"` says nothing of its own: the answer is built at run time.
    guard let first = strings.first, !Self.withoutInterpolations(first.text).allSatisfy(\.isWhitespace) else {
      return nil
    }
    let labels = value.map(\.text)
    if labels.contains("full"), labels.contains("supporting"), strings.count >= 2 {
      return .init(full: strings[0].text, supporting: strings[1].text)
    }
    return .init(full: first.text)
  }

  /// The string literals of an argument as a person would hear them: a localized resource's
  /// `defaultValue:` rather than its key (`LocalizedStringResource("intent.dialog.playing",
  /// defaultValue: "Playing …")`), and never a bare key, which only a strings file could turn
  /// into words (`"intent.entity.podcast.name"`).
  static func spokenStrings(_ value: ArraySlice<SwiftToken>) -> [SwiftToken] {
    let tokens = Array(value)
    var strings: [SwiftToken] = []
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .string {
        // The key of `LocalizedStringResource("key", defaultValue: "…")`: its default value instead.
        if index + 3 < tokens.count, tokens[index + 1].text == ",", tokens[index + 2].text == "defaultValue",
          tokens[index + 3].text == ":", index + 4 < tokens.count, tokens[index + 4].kind == .string
        {
          strings.append(tokens[index + 4])
          index += 5
          continue
        }
        if !isLocalizationKey(token.text) { strings.append(token) }
      }
      index += 1
    }
    return strings
  }

  /// `intent.entity.podcast.name`: dotted words with no space, which no sentence is.
  static func isLocalizationKey(_ text: String) -> Bool {
    text.contains(".") && !text.hasSuffix(".") && text.allSatisfy { $0.isLetter || $0.isNumber || "._-".contains($0) }
  }

  static func spoken(_ dialog: Catalog.ScriptedDialog, parameters: [String]) -> Catalog.ScriptedDialog {
    .init(
      full: spoken(dialog.full, parameters: parameters),
      supporting: dialog.supporting.map { spoken($0, parameters: parameters) })
  }

  /// `\(note.title)` → `${note}`, `\(note.body)` → `${note.body}`, `\(price)` → `price`,
  /// `\(station?.name ?? "the station")` → `${station}` for a parameter, else "the station".
  static func spoken(_ text: String, parameters: [String]) -> String {
    var result = ""
    var rest = Substring(text)
    while let open = rest.firstRange(of: "\\("), let close = closing(rest, after: open.upperBound) {
      result += rest[..<open.lowerBound]
      result += spokenExpression(rest[open.upperBound..<close], parameters: parameters)
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }

  /// One interpolated expression as words or a placeholder: its leading path (`self.note.body`),
  /// without calls and formatting after it, and a `??` fallback's literal when the path is no parameter.
  static func spokenExpression(_ expression: Substring, parameters: [String]) -> String {
    // `isOn ? "on" : "off"`: which one only the running app knows; both are said, never one guessed.
    if let question = expression.range(of: " ? "), let colon = expression[question.upperBound...].range(of: " : "),
      let yes = literal(in: String(expression[question.upperBound..<colon.lowerBound])),
      let no = literal(in: String(expression[colon.upperBound...]))
    {
      return [yes, no].filter { !$0.isEmpty }.joined(separator: " or ")
    }
    let parts = expression.components(separatedBy: "??")
    var head = Substring(parts[0].trimmingCharacters(in: .whitespaces))
    // `String(describing: x)`, `String(x)`: the value inside.
    for wrapper in ["String(describing:", "String("] where head.hasPrefix(wrapper) {
      head = head.dropFirst(wrapper.count).drop { $0 == " " }
    }
    var names = head.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "?" || $0 == "!" }
      .split(separator: ".").map { String($0.filter { $0.isLetter || $0.isNumber || $0 == "_" }) }
    if names.first == "self" { names.removeFirst() }
    if let first = names.first, parameters.contains(first) {
      let property = names.dropFirst().first.flatMap { word -> String? in
        Self.titleProperties.contains(word) ? nil : word
      }
      return "${" + first + (property.map { "." + $0 } ?? "") + "}"
    }
    if parts.count > 1, let fallback = Self.literal(in: parts.dropFirst().joined(separator: "??")) { return fallback }
    // A value only the running app has (`\(count)`, `\(hm)`): no word of the source stands for it.
    return Self.unknownValue
  }

  /// What an answer holds where a value is known only when the app runs.
  static let unknownValue = "…"

  /// Properties that name the value itself: `\(note.title)` is the note.
  static let titleProperties: Set<String> = [
    "title", "name", "rawValue", "displayName", "localizedName", "description", "localizedStringResource",
  ]
  /// Calls after a value that only format it: `\(price.formatted())` is the price.
  static let formatting: Set<String> = ["formatted", "description", "capitalized", "lowercased", "uppercased"]

  /// The first string literal's text in source (`"the station")` → `the station`).
  private static func literal(in source: String) -> String? {
    guard let open = source.firstIndex(of: "\""), let close = source[source.index(after: open)...].firstIndex(of: "\"")
    else { return nil }
    return String(source[source.index(after: open)..<close])
  }

  /// A literal's text with its interpolations taken out.
  static func withoutInterpolations(_ text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let open = rest.firstRange(of: "\\("), let close = closing(rest, after: open.upperBound) {
      result += rest[..<open.lowerBound]
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
