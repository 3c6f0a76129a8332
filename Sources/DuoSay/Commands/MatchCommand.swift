import DialogEngine
import DuoSayKit
import PhraseMatcher

/// `duo-say match`: resolves each utterance and prints the ranking, one line each,
/// flushed at once so another program can converse line by line.
struct MatchCommand {
  var options: MatchOptions
  let app: VoiceApp

  func run() async throws -> Int32 {
    // The app's values now (a note made today can be named), not its seeded ones.
    let catalog = try await options.app.catalog(of: app, purpose: .conversation)
    for diagnostic in catalog.phraseDiagnostics {
      StandardStreams.say("warning: \(options.app.name(of: app)): \(diagnostic)")
    }
    let matcher = options.app.matcher(for: catalog)
    let cache = WordCache()
    var everythingMatched = true
    for utterance in InputLines(arguments: options.utterance, eachArgument: true) {
      let result = matcher.match(utterance, cache: cache)
      everythingMatched = everythingMatched && result.best != nil && !result.isAmbiguous
      StandardStreams.out(
        (options.json ? MatchReport.json(result) : InputLines.displayable(MatchReport.text(result))) + "\n")
    }
    return everythingMatched ? ExitStatus.success : ExitStatus.failure
  }
}
