import DialogEngine

/// `duo-say speak [TEXT...]`: speaks text as a reply would be spoken.
struct SpeakCommand {
  var options: SpeakOptions

  func run() async throws -> Int32 {
    let speaker = try options.speech.makeSpeaker()
    for line in InputLines(arguments: options.text) {
      if try await speaker.speak(line).wasInterrupted {
        try await speaker.finish()
        return ExitStatus.interrupted
      }
    }
    try await speaker.finish()
    return ExitStatus.success
  }
}
