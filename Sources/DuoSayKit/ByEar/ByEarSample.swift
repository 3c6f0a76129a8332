import PhraseMatcher

/// Which expansions a check by ear speaks: every phrase once, and every name
/// once in each shortcut that takes it, in catalog order; evenly spaced among
/// those when there are more than the limit.
///
/// ```swift
/// let expansions = ByEarSample.expansions(of: catalog, limit: 300)
/// ```
enum ByEarSample {
  static func expansions(of catalog: Catalog, limit: Int) -> (chosen: [Expansion], total: Int) {
    var chosen: [Expansion] = []
    var phrases: Set<[Int]> = []
    var names: Set<NameKey> = []
    let total = catalog.expansionCount
    catalog.expansions(in: 0..<min(total, CoverageAnalysis.maximumExpansions)) { expansion in
      let phrase = [expansion.shortcutIndex, expansion.phraseIndex]
      let newPhrase = phrases.insert(phrase).inserted
      let newName =
        expansion.valueForm.map { names.insert(NameKey(shortcut: expansion.shortcutIndex, form: $0)).inserted }
        ?? false
      if newPhrase || newName { chosen.append(expansion) }
    }
    guard chosen.count > limit, limit > 0 else { return (chosen, total) }
    let spaced = (0..<limit).map { chosen[$0 * chosen.count / limit] }
    return (spaced, total)
  }

  private struct NameKey: Hashable {
    var shortcut: Int
    var form: String
  }
}
