import DialogEngine
import DuoSayKit

/// `duo-say speak [TEXT...]`: speaks text as a reply would be spoken.
struct SpeakCommand {
  var options: SpeakOptions

  func run() async throws -> Int32 {
    let speaker = try ConsoleSpeaker(settings: options.speech.settings, destination: options.speech.destination).speaker
    // Ctrl-C or SIGTERM while speaking stops the reply, and the WAV is finished, instead of ending the process.
    return try await ConsoleSignals.whileBusy {
      for line in InputLines(arguments: options.text) {
        if try await speaker.speak(line).wasInterrupted {
          try await speaker.finish()
          return ConsoleSignals.isTerminationRequested ? ConsoleSignals.terminationStatus : ExitStatus.interrupted
        }
      }
      try await speaker.finish()
      return ExitStatus.success
    }
  }
}
