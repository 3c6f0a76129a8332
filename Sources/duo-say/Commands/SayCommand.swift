import DialogEngine
import PhraseMatcher

/// `duo-say [UTTERANCE...]`: each utterance resolves, runs and is answered aloud.
struct SayCommand {
  var options: SayOptions

  func run() async throws -> Int32 {
    let catalog = try options.app.load()
    let speaker = try options.speech.makeSpeaker()
    var conversation = ScriptedConversation(catalog: catalog, isVoiceOnly: options.isVoiceOnly)
    var everythingUnderstood = true
    for utterance in InputLines(arguments: options.utterance) {
      let reply = conversation.respond(to: utterance)
      everythingUnderstood = everythingUnderstood && reply.understood
      options.speech.show(reply.text + "\n")
      if try await speaker.speak(reply.text).wasInterrupted {
        try await speaker.finish()
        return ExitStatus.interrupted
      }
    }
    try await speaker.finish()
    return everythingUnderstood ? ExitStatus.success : ExitStatus.failure
  }
}
