import DialogEngine
import DialogSpeech
import DuoSayKit
import Hearing
import PhraseMatcher

/// `duo-say coverage`: every expansion checked, Apple's rules linted, in text, JSON or JUnit.
struct CoverageCommand {
  var options: CoverageOptions
  let app: VoiceApp

  func run() async throws -> Int32 {
    let catalog = try await options.app.catalog(of: app)
    let clock = ContinuousClock()
    let start = clock.now
    guard !catalog.shortcuts.isEmpty else {
      throw CoverageError("nothing to check: \(catalog.app.name) has no App Shortcuts")
    }
    let report = await CoverageAnalysis(catalog: catalog, noisy: options.noisy).run().applying(options.lint)
    // Rules passing over zero expansions is no coverage: say so instead of reporting success.
    guard report.checked > 0 || report.tooLarge else {
      let empty = catalog.shortcuts.flatMap(\.parameters.values).filter { catalog.types[$0]?.values.isEmpty ?? true }
      let why =
        empty.isEmpty ? "" : ": every phrase names a value and \(Set(empty).sorted().joined(separator: ", ")) has none"
      throw CoverageError("nothing to check: no phrase of \(catalog.app.name) expands\(why)")
    }
    let byEar = options.byEar ? await Self.byEar(catalog) : nil
    let seconds = TestRunner.seconds(clock.now - start)
    let name = options.app.name(of: app)
    switch options.format {
    case .text:
      var text = CoverageText.render(report, name: name, noisy: options.noisy)
      if let byEar { text += "\n" + ByEarText.render(byEar) }
      StandardStreams.out(InputLines.displayable(text))
    case .json: StandardStreams.out(CoverageJSON.render(report, name: name, byEar: byEar.map(ByEarJSON.value)) + "\n")
    case .junit: StandardStreams.out(CoverageJUnit.render(report, name: name, seconds: seconds))
    }
    if byEar?.stopped == true { return ExitStatus.interrupted }
    return report.hasErrors ? ExitStatus.failure : ExitStatus.success
  }

  /// The check by ear, or `nil` after saying once why it cannot run (the rest of coverage stands).
  static func byEar(_ catalog: Catalog) async -> ByEarReport? {
    do {
      // Ctrl-C stops the check between two utterances, and what was checked is reported.
      ConsoleSignals.install()
      let stop = ByEarStop()
      let listener = ConsoleSignals.onStop { stop.request() }
      defer { listener.remove() }
      return try await ConsoleSignals.whileBusy { () async throws(HearingError) -> ByEarReport in
        try await ByEarCheck(catalog: catalog).run(stop: stop)
      }
    } catch {
      StandardStreams.say("warning: not checked by ear: \(error)")
      return nil
    }
  }
}

/// Why `coverage` checked nothing: a failure, never a success (exit 1).
struct CoverageError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
