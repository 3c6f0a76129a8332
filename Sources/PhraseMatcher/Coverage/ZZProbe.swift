public enum ZZProbe {
  public static func run(_ catalog: Catalog, clock: () -> UInt64) {
    let index = PhraseIndex(catalog)
    let pruning = CoverageAnalysis.Pruning(index: index)
    let count = catalog.expansionCount
    var t = clock()
    var sink = 0
    catalog.expansions(in: 0..<count) { sink &+= $0.text.utf8.count }
    print("expand", Double(clock() - t) / Double(count), "ns")
    t = clock()
    catalog.expansions(in: 0..<count) { sink &+= SpokenText($0.text).words.count }
    print("+normalize", Double(clock() - t) / Double(count), "ns")
    let cache = WordCache()
    t = clock()
    catalog.expansions(in: 0..<count) {
      let ctx = cache.lendContext(for: SpokenText($0.text).words, index: index)
      sink &+= ctx.words.count
      cache.context = ctx
    }
    print("+reset", Double(clock() - t) / Double(count), "ns")
    t = clock()
    catalog.expansions(in: 0..<count) {
      sink &+= pruning.match($0.text, shortcut: $0.shortcutIndex, phrase: $0.phraseIndex, index: index, cache: cache).ranked.count
    }
    print("+match", Double(clock() - t) / Double(count), "ns")
    var part = CoverageReport.Part()
    t = clock()
    catalog.expansions(in: 0..<count) { part.check($0, with: index, pruning: pruning, noisy: false) }
    print("+check", Double(clock() - t) / Double(count), "ns", sink % 2)
  }
}
