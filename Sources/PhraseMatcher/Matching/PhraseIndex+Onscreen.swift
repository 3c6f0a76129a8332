extension PhraseIndex {
  /// ``match(_:cache:)`` with what is on screen: where the utterance says "it", "this note" or
  /// "what's on my screen" instead of a name, each value shown is tried in its place, the
  /// focused item before a list's rows.
  ///
  /// ```swift
  /// let shown = [OnscreenValue(typeName: "NoteEntity", id: "groceries", title: "Groceries", isFocused: true)]
  /// index.match("read this note in notes", onscreen: shown, cache: WordCache()).onscreenValue?.id
  /// // "groceries"
  /// ```
  ///
  /// A reading that names a value of the shown type itself is kept as it is. Several rows
  /// (and no focused item) that fit equally are returned as an ambiguous result, so the
  /// person is asked which; a shown value the catalog does not list cannot stand in (the
  /// caller adds shown entities to the catalog). ``MatchResult/refersToScreen`` says whether
  /// the utterance pointed at the screen at all.
  public func match(_ utterance: String, onscreen: [OnscreenValue], cache: WordCache) -> MatchResult {
    var plain = match(utterance, cache: cache)
    guard plain.vetoingPhrase == nil else { return plain }
    let words = plain.words
    let spans = OnscreenReference.spans(in: words, nouns: slotNouns, language: language)
    guard !spans.isEmpty else { return plain }
    plain.refersToScreen = true
    // A reading that names a value of a shown type was said by name: nothing to stand in.
    if let best = plain.best,
      best.parameters.keys.contains(where: { name in
        onscreen.contains { catalog.shortcuts[best.shortcutIndex].parameters[name] == $0.typeName }
      })
    {
      return plain
    }
    var focused: [(PhraseMatch, OnscreenValue)] = []
    var rows: [(PhraseMatch, OnscreenValue)] = []
    for value in onscreen {
      guard let reading = reading(of: words, standingFor: value, at: spans, cache: cache) else { continue }
      if value.isFocused { focused.append((reading, value)) } else { rows.append((reading, value)) }
    }
    guard let first = focused.first ?? rows.first else {
      // Pointing at what is not on screen: the slot is left open, so the person is asked which.
      // It wins over a reading that took the pointing word for another ("order this" as "order
      // ahead"), never over one that names a value ("the open garden" is Open Garden).
      guard plain.best?.parameters.isEmpty ?? true, let open = openReading(of: words, at: spans, cache: cache),
        open.cost < plain.best?.cost ?? .infinity
      else { return plain }
      plain.ranked = [open]
      plain.nearMiss = nil
      return plain
    }
    var result = plain
    result.nearMiss = nil
    if focused.isEmpty && rows.count > 1 {
      // Several rows and nothing open: which one is for the person to say.
      let cost = rows.map(\.0.cost).min() ?? first.0.cost
      result.ranked = rows.map { reading, _ in
        var equal = reading
        equal.cost = cost
        return equal
      }
      return result
    }
    result.ranked = [first.0]
    result.onscreenValue = first.1
    return result
  }

  /// The best reading of `words` where one of `spans` stands in a parameter's slot, with that
  /// slot left open: a value of each parameter type tried in the span's place, then taken out.
  private func openReading(of words: [String], at spans: [Range<Int>], cache: WordCache) -> PhraseMatch? {
    var best: PhraseMatch?
    for typeName in slotTypes {
      guard let stand = catalog.types[typeName]?.values.first else { continue }
      let value = OnscreenValue(typeName: typeName, id: stand.id, title: stand.title, isFocused: false)
      guard var reading = reading(of: words, standingFor: value, at: spans, cache: cache),
        reading.cost < best?.cost ?? .infinity
      else { continue }
      for (name, chosen) in reading.parameters
      where chosen.id == value.id && catalog.shortcuts[reading.shortcutIndex].parameters[name] == typeName {
        reading.parameters[name] = nil
        reading.candidates[name] = nil
      }
      best = reading
    }
    return best
  }

  /// The best reading of `words` with one of `spans` replaced by `value`'s title, if it
  /// gives one of the value's parameters that very value.
  private func reading(of words: [String], standingFor value: OnscreenValue, at spans: [Range<Int>], cache: WordCache)
    -> PhraseMatch?
  {
    let title = SpokenText(value.title, language: language).words
    var best: PhraseMatch?
    for span in spans {
      let replaced = Array(words[..<span.lowerBound]) + title + Array(words[span.upperBound...])
      let result = match(replaced, utterance: words.joined(separator: " "), only: nil, cache: cache)
      guard let reading = result.best, result.vetoingPhrase == nil,
        reading.parameters.contains(where: { name, chosen in
          chosen.id == value.id && catalog.shortcuts[reading.shortcutIndex].parameters[name] == value.typeName
        })
      else { continue }
      if reading.cost < best?.cost ?? .infinity { best = reading }
    }
    return best
  }
}
