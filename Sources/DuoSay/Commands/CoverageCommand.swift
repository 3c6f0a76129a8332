import DialogEngine
import DuoSayKit
import PhraseMatcher

/// `duo-say coverage`: every expansion checked, Apple's rules linted, in text, JSON or JUnit.
struct CoverageCommand {
  var options: CoverageOptions
  let app: VoiceApp

  func run() async throws -> Int32 {
    let catalog = try await options.app.catalog(of: app)
    let clock = ContinuousClock()
    let start = clock.now
    let report = await CoverageAnalysis(catalog: catalog, noisy: options.noisy).run().applying(options.lint)
    let seconds = TestRunner.seconds(clock.now - start)
    let name = options.app.name(of: app)
    switch options.format {
    case .text:
      StandardStreams.out(InputLines.displayable(CoverageText.render(report, name: name, noisy: options.noisy)))
    case .json: StandardStreams.out(CoverageJSON.render(report, name: name) + "\n")
    case .junit: StandardStreams.out(CoverageJUnit.render(report, name: name, seconds: seconds))
    }
    return report.hasErrors ? ExitStatus.failure : ExitStatus.success
  }
}
