import DialogEngine
import DialogSpeech
import DuoSayKit
import Foundation
import PhraseMatcher

/// `duo-say test`: runs test files and reports in text, JSON or JUnit; exit 1 on a failure.
struct TestCommand {
  var options: TestOptions
  let app: VoiceApp

  func run() async throws -> Int32 {
    var outcomes: [TestRunner.Outcome] = []
    let scratch = ScratchDirectories()
    defer { scratch.removeAll() }
    // Ctrl-C and SIGTERM stop the run between conversations, so each one's folder is removed.
    ConsoleSignals.install()
    ConsoleSignals.treatSignalsAsRequests()
    let stopped: @Sendable () -> Bool = { ConsoleSignals.isRequested || ConsoleSignals.isTerminationRequested }
    for path in options.files {
      if stopped() { break }
      let data: Data
      do {
        data = try Data(contentsOf: URL(fileURLWithPath: path))
      } catch {
        throw UsageError("cannot read the test file '\(path)'")
      }
      guard let text = String(validating: data, as: UTF8.self) else {
        throw UsageError("the test file '\(path)' is not UTF-8 text")
      }
      let name = (path as NSString).lastPathComponent
      let file = try TestFile(parsing: text, file: name)
      let choice = try self.choice(for: path)
      let catalog = try await choice.catalog(of: app)
      try file.check(against: catalog, file: name)
      let device = options.device.device
      var runner = TestRunner(matcher: choice.matcher(for: catalog), shouldStop: stopped) { asked in
        try await Self.conversation(with: choice, of: app, catalog: catalog, on: asked.over(device), scratch: scratch)
      }
      if options.byEar {
        // Without a recognizer, a test by ear would pass for what was never heard: that is an error, not a warning.
        runner.ear = try Ear(catalog: catalog, voice: SpeechSettings())
      }
      outcomes += await runner.run(file, named: name, at: path, poses: options.poses)
    }
    if stopped() {
      scratch.removeAll()
      StandardStreams.say("the tests were stopped; \(outcomes.count) ran")
      return ConsoleSignals.isTerminationRequested ? ConsoleSignals.terminationStatus : ExitStatus.interrupted
    }
    switch options.format {
    case .text: StandardStreams.out(InputLines.displayable(TestReport.text(outcomes)))
    case .json: StandardStreams.out(TestReport.json(outcomes) + "\n")
    case .junit: StandardStreams.out(TestReport.junit(outcomes))
    }
    return outcomes.allSatisfy(\.passed) ? ExitStatus.success : ExitStatus.failure
  }

  /// The app a file runs against: `--app` or `--catalog` when given; else the
  /// compiled app when the file is named for it (`notes.tests` for Notes),
  /// else the catalog beside the file with its name (`home.tests` → `home.json`).
  func choice(for path: String) throws(UsageError) -> AppChoice {
    guard !options.app.isExplicit else { return options.app }
    let base = (path as NSString).deletingPathExtension
    let name = (base as NSString).lastPathComponent
    var choice = options.app
    if app.profile.answers(to: name) { return choice }
    guard FileManager.default.fileExists(atPath: base + ".json") else {
      throw UsageError(
        "'\((path as NSString).lastPathComponent)' is not named for \(app.name) and has no catalog beside it ('\(name).json'); "
          + "say which app with --app \(app.name.contains(" ") ? "'\(app.name)'" : app.name) or --catalog FILE")
    }
    choice.source = .catalog(path: base + ".json")
    return try choice.checked()
  }

  /// A fresh conversation on `device`: the compiled app set up anew, or the catalog's scripted replies.
  static func conversation(
    with choice: AppChoice, of app: VoiceApp, catalog: Catalog, on device: TestFile.Device, scratch: ScratchDirectories
  ) async throws -> TestRunner.Respond {
    var options = device.sessionOptions
    options.embedder = choice.embedder
    if let wallClock = device.now, let now = Calendar.current.date(from: wallClock) {
      options.values.now = { now }
    }
    let launched: ShortcutsApp
    switch choice.source {
    case .compiled:
      // Conversations run one after another: the last one's folder goes before the next is made.
      scratch.removeAll()
      launched = try await choice.launch(app, for: .test, in: scratch)
      try await app.showWindows(in: &options, unless: device)
    // A catalog app goes through the same dialog session as a compiled one.
    case .catalog: launched = .scripted(catalog)
    }
    let session = DialogSession(app: launched, options: options)
    try await session.checkOnscreen()
    return { await session.respond(to: $0) }
  }
}
