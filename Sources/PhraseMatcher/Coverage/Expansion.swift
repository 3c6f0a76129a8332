/// One phrase written out with an app-name form and, if it has a parameter,
/// one spoken form of one value, as Apple's expansion creates them.
public struct Expansion: Sendable, Hashable {
  /// The text as written ("What's in my Groceries note in Notes").
  public package(set) var text: String
  public package(set) var shortcutIndex: Int
  public package(set) var phraseIndex: Int
  /// The parameter the phrase has, if any.
  public package(set) var parameterName: String?
  /// The id of the value the parameter was expanded with.
  public package(set) var valueID: String?
  /// The value's title or synonym that was substituted.
  public package(set) var valueForm: String?
  /// True when the app name or the value is spoken by a synonym.
  public package(set) var usesSynonym: Bool
}

extension Catalog {
  /// Every expansion of every phrase: each app-name form, each value title and synonym.
  ///
  /// ```swift
  /// for expansion in catalog.expansions() where expansion.parameterName != nil {
  ///   print(expansion.text)   // "Read my Groceries note in Notes", …
  /// }
  /// ```
  /// - Complexity: O(*p* × *a* × *v*) for *p* phrases, *a* app-name forms and
  ///   *v* spoken value forms; Apple counts the same product against its
  ///   1,000-phrase budget.
  public func expansions() -> [Expansion] {
    expansions(limit: .max)
  }

  /// How many expansions ``expansions()`` makes, without making them
  /// (`Int.max` when there are more than an `Int` can count).
  public var expansionCount: Int {
    shortcuts.reduce(0) { total, shortcut in
      shortcut.phrases.reduce(total) { count, phrase in
        Self.saturating(
          count, plus: Self.saturating(expansionCount(of: phrase, in: shortcut), times: app.spokenForms.count))
      }
    }
  }

  /// How many expansions `phrase` makes with one app-name form.
  func expansionCount(of phrase: PhraseTemplate, in shortcut: Shortcut) -> Int {
    phrase.parameterNames.reduce(1) { product, name in
      let forms = shortcut.parameters[name].flatMap { types[$0] }?.values.reduce(0) { $0 + 1 + $1.synonyms.count } ?? 0
      return Self.saturating(product, times: forms)
    }
  }

  static func saturating(_ a: Int, plus b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? .max : sum
  }

  static func saturating(_ a: Int, times b: Int) -> Int {
    let (product, overflow) = a.multipliedReportingOverflow(by: b)
    return overflow ? .max : product
  }

  /// The first `limit` expansions.
  public func expansions(limit: Int) -> [Expansion] {
    var result: [Expansion] = []
    expansions(in: 0..<limit) { result.append($0) }
    return result
  }

  /// The expansions at positions `range` of ``expansions()``, one at a time,
  /// so workers can each make their own share. Groups (a phrase with one
  /// app-name form) wholly outside the range are skipped without being made.
  package func expansions(in range: Range<Int>, _ body: (Expansion) -> Void) {
    var position = 0
    for (shortcutIndex, shortcut) in shortcuts.enumerated() {
      for (phraseIndex, phrase) in shortcut.phrases.enumerated() {
        let size = expansionCount(of: phrase, in: shortcut)
        for (appIndex, appName) in app.spokenForms.enumerated() {
          defer { position = Self.saturating(position, plus: size) }
          guard position < range.upperBound else { return }
          guard Self.saturating(position, plus: size) > range.lowerBound else { continue }
          if phrase.parameterNames.count <= 1 {
            // The common case, without intermediate lists: prefix + value form + suffix.
            expandOne(phrase, appName: appName, shortcut: shortcut, first: position, range: range) {
              offset, text, name, value, form, isSynonym in
              body(
                Expansion(
                  text: text, shortcutIndex: shortcutIndex, phraseIndex: phraseIndex,
                  parameterName: name, valueID: value?.id, valueForm: form, usesSynonym: appIndex > 0 || isSynonym))
            }
            continue
          }
          var offset = position
          expand(phrase, appName: appName, shortcut: shortcut) { text, binding in
            defer { offset += 1 }
            guard range.contains(offset) else { return }
            body(
              Expansion(
                text: text, shortcutIndex: shortcutIndex, phraseIndex: phraseIndex,
                parameterName: binding?.name, valueID: binding?.value.id, valueForm: binding?.form,
                usesSynonym: appIndex > 0 || binding?.isSynonym == true))
          }
        }
      }
    }
  }

  /// The expansions of a phrase with at most one parameter, for positions in
  /// `range` (the group's first expansion is at `first`), in ``expand`` order.
  private func expandOne(
    _ phrase: PhraseTemplate,
    appName: String,
    shortcut: Shortcut,
    first: Int,
    range: Range<Int>,
    _ body: (Int, String, String?, Catalog.Value?, String?, Bool) -> Void
  ) {
    var (prefix, suffix, name): (String, String, String?) = ("", "", nil)
    for segment in phrase.segments {
      switch segment {
      case .text(let text): name == nil ? prefix.append(text) : suffix.append(text)
      case .applicationName: name == nil ? prefix.append(appName) : suffix.append(appName)
      case .parameter(let parameter): name = parameter
      }
    }
    guard let name else {
      if range.contains(first) { body(first, prefix, nil, nil, nil, false) }
      return
    }
    var offset = first
    for value in shortcut.parameters[name].flatMap({ types[$0] })?.values ?? [] {
      for index in 0...value.synonyms.count {
        defer { offset += 1 }
        let form = index == 0 ? value.title : value.synonyms[index - 1]
        guard range.contains(offset) else { continue }
        var text = prefix
        text.reserveCapacity(prefix.utf8.count + form.utf8.count + suffix.utf8.count)
        text += form
        text += suffix
        body(offset, text, name, value, form, index > 0)
      }
    }
  }

  struct Binding {
    var name: String
    var value: Catalog.Value
    var form: String
    var isSynonym: Bool
  }

  /// Calls `body` with each expansion of `phrase` and the value bound, if any.
  func expand(
    _ phrase: PhraseTemplate,
    appName: String,
    shortcut: Shortcut,
    _ body: (String, Binding?) -> Void
  ) {
    // Literal runs (text and the app name) joined first: one string per expansion.
    var pieces: [(literal: String, parameter: String?)] = [("", nil)]
    for segment in phrase.segments {
      switch segment {
      case .text(let text): pieces[pieces.count - 1].literal += text
      case .applicationName: pieces[pieces.count - 1].literal += appName
      case .parameter(let name): pieces.append(("", name))
      }
    }
    var partial: [(String, Binding?)] = [(pieces[0].literal, nil)]
    for piece in pieces.dropFirst() {
      guard let name = piece.parameter else { continue }
      let values = shortcut.parameters[name].flatMap { types[$0] }?.values ?? []
      partial = partial.flatMap { prefix in
        values.flatMap { value in
          value.spokenForms.enumerated().map { index, form in
            var text = prefix.0
            text.reserveCapacity(text.utf8.count + form.utf8.count + piece.literal.utf8.count)
            text += form
            text += piece.literal
            return (text, Binding(name: name, value: value, form: form, isSynonym: index > 0))
          }
        }
      }
    }
    for (text, binding) in partial { body(text, binding) }
  }
}
