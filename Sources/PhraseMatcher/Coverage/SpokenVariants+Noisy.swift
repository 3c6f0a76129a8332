extension SpokenVariants {
  /// One variant per applicable ``Kind``, each with a single change from the
  /// spoken form. Variants whose changed name is another value's name are left
  /// out: they are not noise but a different request.
  public static func noisy(_ expansion: Expansion, in catalog: Catalog) -> [(kind: Kind, text: String)] {
    let language = catalog.language
    let spokenText = spoken(expansion.text)
    var words = spokenText.split(separator: " ").map(String.init)
    guard !words.isEmpty else { return [] }
    var variants: [(Kind, String)] = [
      (.filler, "um " + spokenText),
      (.wakeWord, "hey siri " + spokenText),
    ]
    if words.count > 1 {
      variants.append((.innerFiller, ([words[0], "uh"] + words.dropFirst()).joined(separator: " ")))
    }
    if let toggled = toggleContraction(words, language: language) { variants.append((.contraction, toggled)) }

    guard let form = expansion.valueForm, let name = expansion.parameterName,
      let typeName = catalog.shortcuts[expansion.shortcutIndex].parameters[name],
      let type = catalog.types[typeName]
    else { return variants }
    let nameWords = spoken(form).split(separator: " ").map(String.init)
    guard !nameWords.isEmpty, let start = words.firstRange(of: nameWords)?.lowerBound else { return variants }
    let taken = Set(type.values.flatMap(\.spokenForms).map { SpokenText(literal: $0, language: language).text })
    func replacingName(with replacement: [String]) -> String? {
      guard !taken.contains(SpokenText(literal: replacement.joined(separator: " "), language: language).text) else {
        return nil
      }
      var changed = words
      changed.replaceSubrange(start..<(start + nameWords.count), with: replacement)
      return changed.joined(separator: " ")
    }
    if start > 0, language.classes.determiners.contains(words[start - 1]) {
      words.remove(at: start - 1)
      variants.append((.article, words.joined(separator: " ")))
    } else {
      var changed = words
      changed.insert("the", at: start)
      variants.append((.article, changed.joined(separator: " ")))
    }
    words = spokenText.split(separator: " ").map(String.init)
    if let index = nameWords.indices.max(by: { nameWords[$0].count < nameWords[$1].count }),
      let misheard = misheard(nameWords[index]),
      let text = replacingName(with: replacing(nameWords, at: index, with: misheard))
    {
      variants.append((.misheardLetter, text))
    }
    if let index = nameWords.firstIndex(where: { homophones[$0] != nil }),
      let text = replacingName(with: replacing(nameWords, at: index, with: homophones[nameWords[index]]!))
    {
      variants.append((.homophone, text))
    }
    if let last = nameWords.last, last.count > 2, last.allSatisfy(\.isLetter),
      SpokenText(literal: last, language: language).words == [last]
    {
      let singular = language.inflection.singular(last)
      let inflected = singular != last ? singular : last + (last.hasSuffix("s") ? "es" : "s")
      if let text = replacingName(with: replacing(nameWords, at: nameWords.count - 1, with: inflected)) {
        variants.append((.inflection, text))
      }
    }
    return variants
  }

  /// A spelling of `word` that sounds the same, or `nil` for short words.
  static func misheard(_ word: String) -> String? {
    guard word.count >= 4, word.allSatisfy(\.isLetter) else { return nil }
    let rules: [(String, String)] = [
      ("ph", "f"), ("ck", "k"), ("ee", "ea"), ("ea", "ee"), ("ou", "ow"), ("ai", "ay"),
      ("tion", "shun"), ("ie", "y"), ("y", "ie"), ("ll", "l"), ("tt", "t"), ("ss", "s"),
      ("c", "k"), ("s", "z"), ("er", "ur"), ("or", "er"), ("i", "y"), ("a", "e"),
    ]
    for (from, to) in rules {
      guard let range = word.dropFirst().firstRange(of: from) else { continue }
      var changed = word
      changed.replaceSubrange(range, with: to)
      return changed
    }
    return nil
  }

  private static func toggleContraction(_ words: [String], language: SpokenLanguage) -> String? {
    let expanded = words.flatMap { language.contractions.expand($0) }
    if expanded != words { return expanded.joined(separator: " ") }
    let contracted: [([String], String)] = [
      (["what", "is"], "what's"), (["do", "not"], "don't"), (["i", "am"], "i'm"), (["it", "is"], "it's"),
      (["let", "us"], "let's"), (["where", "is"], "where's"), (["how", "is"], "how's"), (["i", "have"], "i've"),
    ]
    for (pair, contraction) in contracted {
      if let range = words.firstRange(of: pair) {
        var changed = words
        changed.replaceSubrange(range, with: [contraction])
        return changed.joined(separator: " ")
      }
    }
    return nil
  }

  private static func replacing(_ words: [String], at index: Int, with word: String) -> [String] {
    var changed = words
    changed[index] = word
    return changed
  }
}
