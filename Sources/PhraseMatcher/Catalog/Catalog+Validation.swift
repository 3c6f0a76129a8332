extension Catalog {
  /// A broken reference inside a catalog, located by its JSON path.
  public struct Problem: Sendable, Hashable, CustomStringConvertible {
    /// Where, as a JSON path: `shortcuts[2].phrases[0]`.
    public var path: String
    /// What is wrong and what was expected.
    public var message: String

    public var description: String { "\(path): \(message)" }
  }

  /// References that cannot work: a phrase naming an undeclared parameter, a
  /// parameter of an unknown type, two values with one id, an empty phrase.
  ///
  /// Apple's softer rules (one app-name token, at most one parameter, ten
  /// shortcuts) are ``PhraseTemplate/diagnostics`` and coverage lints, not problems.
  ///
  /// ```swift
  /// for problem in catalog.problems { print(problem) }
  /// // shortcuts[0].phrases[1]: parameter 'folder' is not declared; declared: note
  /// ```
  public var problems: [Problem] {
    let language = language
    var problems: [Problem] = []
    for (typeName, type) in types.sorted(by: { $0.key < $1.key }) {
      var seen: Set<String> = []
      let field = type.kind == .entity ? "values" : "cases"
      for (index, value) in type.values.enumerated() {
        let path = "types.\(typeName).\(field)[\(index)]"
        if !seen.insert(value.id).inserted {
          problems.append(Problem(path: path, message: "duplicate id '\(value.id)'; ids must be unique within a type"))
        }
        if SpokenText(literal: value.title, language: language).words.isEmpty {
          problems.append(Problem(path: path + ".title", message: "expected a title with at least one word"))
        }
      }
    }
    for (shortcutIndex, shortcut) in shortcuts.enumerated() {
      let path = "shortcuts[\(shortcutIndex)]"
      for (name, typeName) in shortcut.parameters.sorted(by: { $0.key < $1.key }) where types[typeName] == nil {
        let known = types.keys.sorted().joined(separator: ", ")
        problems.append(
          Problem(
            path: "\(path).parameters.\(name)",
            message:
              "unknown type '\(typeName)'; a phrase parameter must be one of the catalog's entity or enum types (declared: \(known.isEmpty ? "none" : known))"
          ))
      }
      if shortcut.phrases.isEmpty {
        problems.append(Problem(path: "\(path).phrases", message: "expected at least one phrase"))
      }
      for name in shortcut.prompts.keys.sorted() where shortcut.parameters[name] == nil {
        problems.append(
          Problem(path: "\(path).prompts.\(name)", message: "a prompt for '\(name)', which no phrase uses"))
      }
      if !shortcut.phraseSources.isEmpty && shortcut.phraseSources.count != shortcut.phrases.count {
        problems.append(
          Problem(
            path: "\(path).phraseSources",
            message: "\(shortcut.phraseSources.count) sources for \(shortcut.phrases.count) phrases; expected one each")
        )
      }
      for (phraseIndex, phrase) in shortcut.phrases.enumerated() {
        let phrasePath = "\(path).phrases[\(phraseIndex)]"
        if phrase.segments.allSatisfy({
          if case .text(let text) = $0 { SpokenText(literal: text, language: language).words.isEmpty } else { false }
        }) {
          problems.append(Problem(path: phrasePath, message: "expected a phrase with words"))
        }
        for name in phrase.parameterNames where shortcut.parameters[name] == nil {
          let declared = shortcut.parameters.keys.sorted().joined(separator: ", ")
          problems.append(
            Problem(
              path: phrasePath,
              message: "parameter '\(name)' is not declared; declared: \(declared.isEmpty ? "none" : declared)"))
        }
      }
    }
    return problems
  }
}

extension Catalog {
  /// Apple's phrase rules broken by this catalog's phrases, located by JSON path:
  /// a phrase without exactly one app-name token, or with more than one parameter.
  ///
  /// Siri would reject or ignore such phrases; the matcher still tries them.
  /// The coverage lints build on these.
  public var phraseDiagnostics: [Problem] {
    var found: [Problem] = []
    for (shortcutIndex, shortcut) in shortcuts.enumerated() {
      for (phraseIndex, phrase) in shortcut.phrases.enumerated() {
        for diagnostic in phrase.diagnostics {
          found.append(
            Problem(path: "shortcuts[\(shortcutIndex)].phrases[\(phraseIndex)]", message: diagnostic.description))
        }
      }
    }
    return found
  }
}
