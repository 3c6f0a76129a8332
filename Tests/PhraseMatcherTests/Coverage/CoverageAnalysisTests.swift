import Testing

@testable import PhraseMatcher

@Suite struct CoverageAnalysisTests {
  /// Pruning by template bound must not change a single outcome.
  @Test(arguments: CatalogFixtures.names)
  func pruningAgreesWithMatchingEverything(_ name: String) async throws {
    let catalog = try CatalogFixtures.load(name)
    var full = CoverageAnalysis(catalog: catalog)
    full.usesPruning = false
    let pruned = await CoverageAnalysis(catalog: catalog).run(workers: 2)
    let reference = await full.run(workers: 2)
    #expect(pruned.checked == reference.checked)
    #expect(pruned.failures == reference.failures)
  }

  /// The quick verdict coverage takes for each expansion and noisy variant
  /// must be exactly "the whole result shows no problem".
  @Test(arguments: CatalogFixtures.names)
  func theQuickVerdictAgreesWithTheWholeResult(_ name: String) throws {
    try Self.expectQuickVerdictsAgree(CatalogFixtures.load(name))
  }

  /// The same on a catalog made to fail every way: two shortcuts with one
  /// phrase (ambiguous), look-alike values, a vetoing negative phrase.
  @Test func theQuickVerdictAgreesOnEveryKindOfProblem() throws {
    let catalog = Catalog(
      app: .init(name: "Casa"),
      types: [
        "Light": .init(
          kind: .entity, name: "Light",
          values: [
            .init(id: "kitchen-light", title: "Kitchen Light"), .init(id: "kitchen-lights", title: "Kitchen Lights"),
            .init(id: "desk", title: "Desk Lamp"),
          ])
      ],
      shortcuts: try [
        .init(
          intent: "Open", parameters: ["light": "Light"],
          phrases: [PhraseTemplate(parsing: "Open ${light} in ${applicationName}")]),
        .init(
          intent: "Show", parameters: ["light": "Light"],
          phrases: [PhraseTemplate(parsing: "Open ${light} in ${applicationName}")]),
        .init(
          intent: "Play", parameters: ["light": "Light"],
          phrases: [PhraseTemplate(parsing: "Play ${light} in ${applicationName}")]),
      ],
      negativePhrases: ["play desk lamp in casa"])
    let problems = Self.expectQuickVerdictsAgree(catalog)
    #expect(Set(problems) == ["ambiguous", "blocked by a negative phrase", "collision", "no match", "other value"])
  }

  /// Compares the quick verdict with the whole result on expansions, their
  /// noisy variants and two variants that rarely come back; returns the groups of problems seen.
  @discardableResult
  static func expectQuickVerdictsAgree(_ catalog: Catalog) -> [String] {
    let index = PhraseIndex(catalog)
    let cache = WordCache()
    var (checked, clean, disagreements, problems) = (0, 0, [String](), [String]())
    let others = catalog.expansions(limit: 40).map(\.text)
    for expansion in catalog.expansions(limit: 400) {
      let reversed = expansion.text.split(separator: " ").reversed().joined(separator: " ")
      let other = others[(checked / 7) % others.count]
      for text in [expansion.text, reversed, other] + SpokenVariants.noisy(expansion, in: catalog).map(\.1) {
        let problem = CoverageReport.Part.problem(index.match(text), for: expansion, catalog: catalog)
        let quick = index.resolves(
          SpokenText(text).words, to: expansion.shortcutIndex, parameter: expansion.parameterName,
          valueID: expansion.valueID, only: nil, cache: cache)
        checked += 1
        if let problem { problems.append(problem.group) } else { clean += 1 }
        if (problem == nil) != quick, disagreements.count < 5 {
          disagreements.append("\(text): whole \(problem.map(\.group) ?? "clean"), quick \(quick)")
        }
      }
    }
    #expect(clean > 0 && clean < checked)
    #expect(disagreements.isEmpty, "\(disagreements)")
    return problems
  }

  /// Counting saturates instead of trapping: three phrases of five parameters
  /// over 10,000 values each would make more expansions than an Int holds.
  @Test func anExpansionCountPastIntIsRefusedNotATrap() async throws {
    let values = (0..<10_000).map { Catalog.Value(id: "\($0)", title: "Item \($0)") }
    let names = ["a", "b", "c", "d", "e"]
    let template = try PhraseTemplate(
      parsing: names.map { "${\($0)}" }.joined(separator: " ") + " in ${applicationName}")
    let catalog = Catalog(
      app: .init(name: "Casa"), types: ["Item": .init(kind: .entity, name: "Item", values: values)],
      shortcuts: (0..<3).map { _ in
        .init(
          intent: "Many", parameters: Dictionary(uniqueKeysWithValues: names.map { ($0, "Item") }), phrases: [template])
      })
    #expect(catalog.expansionCount == .max)
    let report = await CoverageAnalysis(catalog: catalog).run()
    #expect(report.tooLarge && report.checked == 0)
  }

  /// With --noisy each expansion is checked as itself and its spoken variants: the bound counts them.
  @Test func theNoisyCheckCountsItsVariantsAgainstTheBound() async throws {
    let perExpansion = CoverageAnalysis(catalog: Catalog(app: .init(name: "Casa")), noisy: true).checksPerExpansion
    let count = CoverageAnalysis.maximumExpansions / perExpansion + 1
    let values = (0..<count).map { Catalog.Value(id: "\($0)", title: "Item \($0)") }
    let catalog = Catalog(
      app: .init(name: "Casa"), types: ["Item": .init(kind: .entity, name: "Item", values: values)],
      shortcuts: [
        .init(
          intent: "Show", parameters: ["item": "Item"],
          phrases: [try PhraseTemplate(parsing: "Show ${item} in ${applicationName}")])
      ])
    #expect(catalog.expansionCount == count && count < CoverageAnalysis.maximumExpansions)
    let noisy = await CoverageAnalysis(catalog: catalog, noisy: true).run()
    #expect(noisy.tooLarge && noisy.checked == 0 && noisy.hasErrors, "refused before any check, not after minutes")
    #expect(noisy.checksPerExpansion == perExpansion && perExpansion > 1)
  }

  /// Every phrase is weighed against every other, so the number of phrases is bounded too.
  @Test func moreThanFiveThousandPhrasesAreRefusedNotWeighed() async throws {
    let phrases = try (0...CoverageAnalysis.maximumPhrases).map {
      try PhraseTemplate(parsing: "go \($0) in ${applicationName}")
    }
    let catalog = Catalog(app: .init(name: "Casa"), shortcuts: [.init(intent: "Go", phrases: phrases)])
    let report = await CoverageAnalysis(catalog: catalog).run()
    #expect(report.tooLarge && report.checked == 0 && report.hasErrors)
  }

  @Test func pruningKeepsNegativesThatNameTheApp() async throws {
    let catalog = Catalog(
      app: .init(name: "Casa", synonyms: ["Casa Home"]),
      shortcuts: [.init(intent: "Timer", phrases: [try PhraseTemplate(parsing: "Set a timer in ${applicationName}")])],
      negativePhrases: ["set a timer in casa home"])
    let report = await CoverageAnalysis(catalog: catalog).run()
    #expect(report.failures.map(\.problem.group) == ["blocked by a negative phrase"])
  }

  @Test func collisionsLookAlikesAndNegativesAreFound() async throws {
    func phrases(_ texts: String...) -> [PhraseTemplate] { texts.compactMap { try? PhraseTemplate(parsing: $0) } }
    let catalog = Catalog(
      app: .init(name: "Casa"),
      types: [
        "Light": .init(
          kind: .entity, name: "Light",
          values: [
            .init(id: "a", title: "Kitchen Light"), .init(id: "b", title: "Desk Lamp", synonyms: ["kitchen light"]),
            .init(id: "c", title: "Porch Light"),
          ])
      ],
      shortcuts: [
        .init(intent: "Show", parameters: ["light": "Light"], phrases: phrases("Show ${light} in ${applicationName}")),
        .init(
          intent: "View", parameters: ["light": "Light"],
          phrases: phrases("Show ${light} in ${applicationName}", "View a light in ${applicationName}")),
        .init(
          intent: "Off", parameters: ["light": "Light"], phrases: phrases("Turn off ${light} in ${applicationName}")),
      ],
      negativePhrases: ["turn off porch light in casa"])
    let report = await CoverageAnalysis(catalog: catalog).run()
    let groups = Set(report.failures.map(\.problem.group))
    #expect(groups == ["ambiguous", "blocked by a negative phrase"])
    #expect(report.findings.contains { $0.rule == .negativeBlocksPositive })
    #expect(report.findings.contains { $0.rule == .sharedValueName })
    #expect(report.findings.contains { $0.rule == .parameterFreePhrase && $0.path == "shortcuts[0].phrases" })
    #expect(report.hasErrors)
  }

  @Test func noisyChecksScoreShortcutsAndValues() async throws {
    let catalog = try CatalogFixtures.load("home.json")
    let report = await CoverageAnalysis(catalog: catalog, noisy: true).run()
    #expect(report.shortcutRobustness.count == catalog.shortcuts.count)
    #expect(report.shortcutRobustness.values.allSatisfy { $0.checked > 0 && $0.score > 0.8 })
    #expect(report.valueRobustness["LightEntity/kitchen-light"]?.checked ?? 0 > 0)
  }

  @Test func aShortcutNoVoiceCanUseAndAThisNobodyCanSupplyAreWarned() throws {
    var catalog = Catalog(app: .init(name: "Notes"))
    catalog.types["NoteEntity"] = .init(kind: .entity, name: "Note", values: [.init(id: "a", title: "Groceries")])
    catalog.shortcuts = [
      .init(
        intent: "OpenNoteIntent", parameters: ["note": "NoteEntity"],
        phrases: [try PhraseTemplate(parsing: "Open ${note} in ${applicationName}")], needsScreen: true),
      .init(
        intent: "ReadNoteIntent",
        phrases: [
          try PhraseTemplate(parsing: "Read this note in ${applicationName}"),
          try PhraseTemplate(parsing: "Read a note in ${applicationName}"),
        ]),
    ]
    let findings = catalog.lints().filter { [.foregroundOnly, .screenReference].contains($0.rule) }
    #expect(findings.map(\.rule) == [.foregroundOnly, .screenReference])
    #expect(findings.map(\.path) == ["shortcuts[0]", "shortcuts[1].phrases[0]"])
    #expect(findings.allSatisfy { $0.level == .warning })
  }

  @Test func theBudgetCountsEachValueOnce() throws {
    let catalog = try CatalogFixtures.load("music.json")
    #expect(catalog.phraseBudget() == 1168)
    #expect(catalog.phraseBudget(countAppNameForms: true) == 2336)
    #expect(catalog.lints().contains { $0.rule == .phraseBudget && $0.level == .error })
  }
}
