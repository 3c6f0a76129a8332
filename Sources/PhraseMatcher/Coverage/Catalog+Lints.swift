extension Catalog {
  /// Phrases count against Apple's budget with each parameter value counted
  /// once (synonyms and app-name forms not multiplied: the rules document marks
  /// that unconfirmed). `countAppNameForms` multiplies by the app-name forms.
  /// Saturates at `Int.max` rather than overflowing.
  public func phraseBudget(countAppNameForms: Bool = false) -> Int {
    let phrases = shortcuts.reduce(0) { total, shortcut in
      shortcut.phrases.reduce(total) { count, phrase in
        Self.saturating(
          count,
          plus: phrase.parameterNames.reduce(1) { product, name in
            Self.saturating(product, times: max(1, shortcut.parameters[name].flatMap { types[$0] }?.values.count ?? 1))
          })
      }
    }
    return countAppNameForms ? Self.saturating(phrases, times: app.spokenForms.count) : phrases
  }

  /// Apple's rules and voice-design rules this catalog breaks, apart from what
  /// only matching shows (collisions, negative phrases that block).
  ///
  /// - Complexity: O(*p* + *v*) in phrases and values.
  public func lints(countAppNameForms: Bool = false) -> [Finding] {
    let language = language
    var findings: [Finding] = []
    if shortcuts.count > 10 {
      findings.append(Finding(.shortcutCount, at: "shortcuts", "\(shortcuts.count) App Shortcuts; Apple allows 10"))
    }
    let budget = phraseBudget(countAppNameForms: countAppNameForms)
    if budget > 1000 {
      findings.append(
        Finding(
          .phraseBudget, at: "shortcuts",
          "\(budget == .max ? "more" : String(budget)) phrases once expanded; Apple allows 1,000"))
    }
    for (index, shortcut) in shortcuts.enumerated() {
      let path = "shortcuts[\(index)]"
      for (phraseIndex, phrase) in shortcut.phrases.enumerated() {
        let phrasePath = "\(path).phrases[\(phraseIndex)]"
        if phrase.applicationNameCount != 1 {
          findings.append(
            Finding(
              .appNameToken, at: phrasePath,
              "'\(phrase)' has \(phrase.applicationNameCount) app-name tokens; Apple requires exactly one"))
        }
        if phrase.parameterNames.count > 1 {
          findings.append(
            Finding(
              .oneParameter, at: phrasePath,
              "'\(phrase)' has \(phrase.parameterNames.count) parameters; Apple allows one"))
        }
        let words = phrase.segments.flatMap { segment -> [String] in
          if case .text(let text) = segment { SpokenText(literal: text, language: language).words } else { [] }
        }
        if phrase.parameterNames.isEmpty,
          let span = OnscreenReference.spans(
            in: words, nouns: Set(types.values.flatMap { Self.nouns(of: $0, language) }), language: language
          ).first
        {
          findings.append(
            Finding(
              .screenReference, at: phrasePath,
              "'\(phrase)' says '\(words[span].joined(separator: " "))' and names no value: only what is on screen "
                + "can supply it, so by voice, or with nothing of its type shown, Siri asks which"))
        }
        for (domain, word) in SystemDomains.domains(in: words) {
          findings.append(
            Finding(
              .systemDomain, at: phrasePath,
              "'\(phrase)' says '\(word)', a word of Siri's \(domain) domain, which tends to win over apps"))
        }
      }
      for (name, typeName) in shortcut.parameters.sorted(by: { $0.key < $1.key }) where types[typeName] == nil {
        findings.append(
          Finding(
            .parameterType, at: "\(path).parameters.\(name)",
            "'\(name)' is a \(typeName); a phrase parameter must be an entity or an enum"))
      }
      for (name, typeName) in shortcut.unsayableParameters.sorted(by: { $0.key < $1.key }) {
        findings.append(
          Finding(
            .unsayableParameter, at: "\(path).parameters.\(name)",
            "\(shortcut.intent) needs '\(name)', a \(typeName), which nobody can give by voice: by voice the "
              + "shortcut stops there (give it a default, make it optional, or offer values with an optionsProvider)"))
      }
      if shortcut.needsScreen {
        findings.append(
          Finding(
            .foregroundOnly, at: path,
            "\(shortcut.intent) runs only with the app in front: by voice alone (AirPods, a car, the phone "
              + "in a pocket) it is refused; add .background to supportedModes with a dialog, or "
              + "[.background, .foreground(.dynamic)] to come forward only with a screen"))
      }
      let parameterized = shortcut.phrases.contains { !$0.parameterNames.isEmpty }
      if parameterized && !shortcut.phrases.contains(where: { $0.parameterNames.isEmpty }) {
        findings.append(
          Finding(
            .parameterFreePhrase, at: "\(path).phrases",
            "\(shortcut.intent) has no phrase without its parameter; it is invisible until values are known"))
      }
      if let full = shortcut.dialog?.full, let word = Self.screenWord(in: full, language) {
        findings.append(
          Finding(
            .screenDialog, at: "\(path).dialog.full",
            "the full dialog says '\(word)'; without a screen there is nothing to see"))
      }
    }
    findings += valueFindings()
    return findings
  }

  /// A type's noun as said, singular and plural ("note", "notes").
  private static func nouns(of type: ValueSet, _ language: SpokenLanguage) -> [String] {
    SpokenText(type.name, language: language).words.suffix(1).flatMap { [$0, $0 + "s"] }
  }

  /// Words a full dialog uses only when there is a screen. Extend here.
  /// "here" counts except in "here is" ("Here's the weather" is fine by voice).
  package static let screenWords: [[String]] = [
    ["tap"], ["here"], ["below"], ["above"], ["as", "shown"], ["click"], ["see", "the", "list"], ["on", "screen"],
    ["swipe"],
  ]

  static func screenWord(in text: String, _ language: SpokenLanguage) -> String? {
    let words = SpokenText(literal: text, language: language).words
    for phrase in screenWords {
      for range in words.ranges(of: phrase) {
        if phrase == ["here"], words[range.upperBound...].first == "is" { continue }
        return phrase.joined(separator: " ")
      }
    }
    return nil
  }

  /// Values that share a spoken form, and values named like an answer.
  private func valueFindings() -> [Finding] {
    let answers: Set<String> = ["yes", "no", "cancel", "stop", "ok", "okay", "sure", "nope", "never mind", "done"]
    let language = language
    var findings: [Finding] = []
    for (typeName, type) in types.sorted(by: { $0.key < $1.key }) {
      var owners: [String: String] = [:]
      let field = type.kind == .entity ? "values" : "cases"
      for (index, value) in type.values.enumerated() {
        for form in value.spokenForms {
          let key = SpokenText(literal: form, language: language).text
          if let owner = owners[key], owner != value.id {
            findings.append(
              Finding(
                .sharedValueName, at: "types.\(typeName).\(field)[\(index)]",
                "'\(form)' names both '\(owner)' and '\(value.id)'"))
          } else {
            owners[key] = value.id
          }
          if answers.contains(key) {
            findings.append(
              Finding(
                .answerWordValue, at: "types.\(typeName).\(field)[\(index)]",
                "'\(form)' sounds like an answer to a question, not a \(type.name.lowercased())"))
          }
        }
      }
    }
    return findings
  }
}
