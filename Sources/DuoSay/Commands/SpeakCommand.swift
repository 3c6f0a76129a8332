import DialogEngine
import DialogSpeech
import DuoSayKit

/// `duo-say speak [TEXT...]`: speaks text as a reply would be spoken.
struct SpeakCommand {
  var options: SpeakOptions

  func run() async throws -> Int32 {
    let speaker = try ConsoleSpeaker(settings: options.speech.settings, destination: options.speech.destination).speaker
    for line in InputLines(arguments: options.text) {
      if try await speaker.speak(line).wasInterrupted {
        try await speaker.finish()
        return SpeechInterrupt.isTerminationRequested ? SpeechInterrupt.terminationStatus : ExitStatus.interrupted
      }
    }
    try await speaker.finish()
    return ExitStatus.success
  }
}
