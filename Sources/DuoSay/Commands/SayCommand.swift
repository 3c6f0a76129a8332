import CatalogFiles
import DialogEngine
import DialogSpeech
import DuoSayKit
import PhraseMatcher

/// `duo-say [UTTERANCE...]`: each utterance resolves, runs and is answered aloud.
struct SayCommand {
  var options: SayOptions
  let app: VoiceApp

  func run() async throws -> Int32 {
    // The speech engine starts while the app launches; a one-shot reply waits for the longer of the two.
    let speech = options.speech
    let engine = Speaker.startEngine(for: speech.settings, destination: speech.destination)
    let conversation = try await self.conversation()
    await engine.ready()
    let speaker = try ConsoleSpeaker(settings: options.speech.settings, destination: options.speech.destination)
    let ear = options.byEar ? Self.ear(for: conversation.catalog, voice: speech.settings) : nil
    var console = VoiceConsole(
      conversation, speaker: speaker,
      settings: .init(isVoiceOnly: options.device.pose.isVoiceOnly, json: options.json, ear: ear))
    switch try await console.run(utterances: options.utterance) {
    case .everythingUnderstood: return ExitStatus.success
    case .somethingNotUnderstood, .somethingFailed: return ExitStatus.failure
    case .questionUnanswered: return ExitStatus.unanswered
    case .interrupted: return ExitStatus.interrupted
    case .terminated: return ConsoleSignals.terminationStatus
    }
  }

  /// The recognizer for `--by-ear`, or `nil` after saying once why there is none (the conversation goes on as typed).
  static func ear(for catalog: Catalog, voice: SpeechSettings) -> Ear? {
    do {
      return try Ear(catalog: catalog, voice: voice)
    } catch {
      StandardStreams.say("warning: not heard by ear: \(error); utterances are taken as typed")
      return nil
    }
  }

  /// The compiled app, or the catalog's scripted app, through a dialog session.
  private func conversation() async throws -> Conversation {
    var sessionOptions = options.device.device.sessionOptions
    // Reports every second feed the bar; speech takes one every few seconds at most.
    sessionOptions.progressReportInterval = .seconds(1)
    sessionOptions.embedder = options.app.embedder
    switch options.app.source {
    case .compiled:
      let launched = try await options.app.launch(app, for: .conversation, in: ScratchDirectories())
      for diagnostic in launched.diagnostics { StandardStreams.say("warning: \(diagnostic)") }
      options.app.warnIfTooLargeToCompare(launched.catalog)
      try await app.showWindows(in: &sessionOptions, unless: options.device.device)
      let session = DialogSession(app: launched, options: sessionOptions)
      try await session.checkOnscreen()
      return Conversation(session, catalog: launched.catalog)
    case .catalog(let path):
      // A catalog app goes through the same dialog session: one policy, one wording.
      let catalog = try CatalogLoader.load(path: path)
      options.app.warnIfTooLargeToCompare(catalog)
      let session = DialogSession(app: .scripted(catalog), options: sessionOptions)
      try await session.checkOnscreen()
      return Conversation(session, catalog: catalog)
    }
  }
}
