public enum ZZProbe {
  public static func run(_ catalog: Catalog, clock: () -> UInt64) {
    var t = clock()
    let lints = catalog.lints(countAppNameForms: false)
    print("lints", Double(clock() - t) / 1e6, "ms", lints.count)
    t = clock()
    let index = PhraseIndex(catalog)
    print("index", Double(clock() - t) / 1e6, "ms")
    t = clock()
    let pruning = CoverageAnalysis.Pruning(index: index)
    print("pruning", Double(clock() - t) / 1e6, "ms", pruning.allowed.count)
    t = clock()
    print("count", catalog.expansionCount, Double(clock() - t) / 1e6, "ms")
  }
}
