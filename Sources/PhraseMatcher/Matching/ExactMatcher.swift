/// The reference matcher: every phrase expanded with every app-name form and
/// every value title and synonym, normalized, and looked up whole.
///
/// It accepts exactly the clean and spoken-style expansions of a catalog and
/// nothing else, which makes it the oracle the tolerant matcher is tested against.
///
/// ```swift
/// let matcher = ExactMatcher(catalog)
/// matcher.resolve("what's in my groceries note in notes")   // .matched(…)
/// ```
/// - Complexity: building is O(*p* × *a* × *v*) for *p* phrases, *a* app-name
///   forms and *v* spoken value forms; resolving is O(*n*) in the utterance.
public struct ExactMatcher: Sendable {
  private var expansions: [[String]: [PhraseMatch]] = [:]

  public init(_ catalog: Catalog) {
    for (index, shortcut) in catalog.shortcuts.enumerated() {
      for phrase in shortcut.phrases {
        for appName in catalog.app.spokenForms {
          catalog.expand(phrase, appName: appName, shortcut: shortcut) { text, binding in
            var parameters: [String: Catalog.Value] = [:]
            if let binding { parameters[binding.name] = binding.value }
            let match = PhraseMatch(
              shortcutIndex: index, intent: shortcut.intent, phrase: phrase, parameters: parameters)
            let key = SpokenText(text, language: catalog.language).words
            if expansions[key]?.contains(where: { $0.means(sameAs: match) }) != true {
              expansions[key, default: []].append(match)
            }
          }
        }
      }
    }
  }

  /// Resolves an utterance by exact lookup after normalization.
  public func resolve(_ utterance: String) -> Resolution {
    guard let matches = expansions[SpokenText(utterance).words] else { return .noMatch }
    return matches.count == 1 ? .matched(matches[0]) : .ambiguous(matches)
  }
}
