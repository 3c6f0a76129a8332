extension Catalog {
  /// Where the Swift source declares what a catalog path names, when the
  /// catalog was imported from source: `shortcuts[2].phrases[1]` → `AppShortcuts.swift:24`.
  ///
  /// ```swift
  /// catalog.sourceLocation(of: "shortcuts[0].phrases[1]")   // "BrewlyShortcuts.swift:12"
  /// catalog.sourceLocation(of: "types.Drink")                // nil
  /// ```
  public func sourceLocation(of path: String) -> String? {
    guard path.hasPrefix("shortcuts["), let close = path.firstIndex(of: "]"),
      let shortcutIndex = Int(path[path.index(path.startIndex, offsetBy: 10)..<close]),
      shortcuts.indices.contains(shortcutIndex)
    else { return nil }
    let shortcut = shortcuts[shortcutIndex]
    let rest = path[path.index(after: close)...]
    if rest.hasPrefix(".phrases["), let end = rest.firstIndex(of: "]"),
      let phraseIndex = Int(rest[rest.index(rest.startIndex, offsetBy: 9)..<end]),
      shortcut.phraseSources.indices.contains(phraseIndex)
    {
      return shortcut.phraseSources[phraseIndex]
    }
    if rest.hasPrefix(".parameters."), let source = shortcut.parameterSources[String(rest.dropFirst(12))] {
      return source
    }
    return shortcut.source
  }
}
