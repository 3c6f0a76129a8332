/// One text a shortcut is known by, for comparing meanings: a phrase without
/// the app name, its slot said as the type's name ("navigate to trail"), the
/// shortcut's title, or its dialog.
struct SemanticReference: Sendable {
  var shortcut: Int
  /// Index into the shortcut's phrases; `nil` for its title.
  var phrase: Int?
  /// The type whose name stands in the text for a value; `nil` when none does.
  var slotType: String?
  var text: String
  /// The text's unit vector times ``weight``, made on first use.
  var vector: [Float] = []
  /// What its similarity is multiplied by: 1 for phrases and titles.
  var weight: Float = 1

  /// Every phrase, title and dialog of the catalog's shortcuts.
  static func all(in index: PhraseIndex) -> [SemanticReference] {
    let catalog = index.catalog
    let placeholders = placeholders(in: catalog)
    var references: [SemanticReference] = []
    for (shortcutIndex, shortcut) in catalog.shortcuts.enumerated() {
      for (phraseIndex, phrase) in shortcut.phrases.enumerated() {
        var words: [String] = []
        var slotType: String?
        for segment in phrase.segments {
          switch segment {
          case .text(let text): words += SpokenText(text, language: index.language).words
          case .applicationName:
            if let last = words.last, SemanticUtterance.connectors.contains(last) { words.removeLast() }
          case .parameter(let name):
            slotType = shortcut.parameters[name]
            words.append(slotType.flatMap { placeholders[$0] } ?? name)
          }
        }
        references.append(
          .init(shortcut: shortcutIndex, phrase: phraseIndex, slotType: slotType, text: words.joined(separator: " ")))
      }
      // The short title ("Skip Back") and the intent's name ("SkipBackwardIntent" → "skip backward").
      let names = Set(
        [shortcut.shortTitle, nameWords(shortcut.intent)].map {
          SpokenText($0, language: index.language).words.joined(separator: " ")
        })
      for title in names.sorted() where !title.isEmpty {
        references.append(.init(shortcut: shortcutIndex, phrase: nil, slotType: nil, text: title))
        if shortcut.parameters.count == 1, let type = shortcut.parameters.values.first,
          let placeholder = placeholders[type]
        {
          references.append(
            .init(shortcut: shortcutIndex, phrase: nil, slotType: type, text: title + " " + placeholder))
        }
      }
    }
    // What the intent says back describes what it does ("You have 22 minutes left"), a little below its phrases.
    for (shortcutIndex, shortcut) in catalog.shortcuts.enumerated() {
      guard let dialog = shortcut.dialog?.full else { continue }
      var slotType: String?
      let text = replacingPlaceholders(in: dialog) { name in
        guard let type = shortcut.parameters[String(name)], let placeholder = placeholders[type] else { return "" }
        slotType = type
        return placeholder
      }
      let words = SpokenText(text, language: index.language).words.joined(separator: " ")
      guard !words.isEmpty else { continue }
      references.append(
        .init(shortcut: shortcutIndex, phrase: nil, slotType: slotType, text: words, weight: dialogWeight))
    }
    return references
  }

  /// How much a dialog's similarity counts against a phrase's (chosen on the held-out development half).
  static let dialogWeight: Float = 0.9

  /// A type name's words: "RecentTransactionsIntent" → "Recent Transactions".
  static func nameWords(_ typeName: String) -> String {
    var name = Substring(typeName)
    for suffix in ["AppIntent", "Intent"] where name.hasSuffix(suffix) && name.count > suffix.count {
      name = name.dropLast(suffix.count)
      break
    }
    var words = ""
    var previous: Character?
    for character in name {
      if let last = previous, character.isUppercase, last.isLowercase || last.isNumber { words.append(" ") }
      words.append(character)
      previous = character
    }
    return words
  }

  /// Type name → the word that stands for its values: the type's own name, lower-cased.
  static func placeholders(in catalog: Catalog) -> [String: String] {
    var placeholders: [String: String] = [:]
    for shortcut in catalog.shortcuts {
      for type in shortcut.parameters.values {
        guard let set = catalog.types[type] else { continue }
        let words = SpokenText(set.name.isEmpty ? type : set.name, language: catalog.language).words
        if !words.isEmpty { placeholders[type] = words.joined(separator: " ") }
      }
    }
    return placeholders
  }
}
