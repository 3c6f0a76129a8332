import DialogEngine
import DuoSayKit

/// `duo-say speak [TEXT...]`: speaks text as a reply would be spoken.
struct SpeakCommand {
  var options: SpeakOptions

  func run() async throws -> Int32 {
    let speaker = try ConsoleSpeaker(settings: options.speech.settings, destination: options.speech.destination).speaker
    // Ctrl-C or SIGTERM while speaking stops the reply, and the WAV is finished, instead of ending
    // the process; one while the next line is read ends the run there too, never as a success.
    return try await ConsoleSignals.whileBusy {
      var stopped = false
      for line in InputLines(arguments: options.text) {
        if ConsoleSignals.isRequested { break }
        stopped = try await speaker.speak(line).wasInterrupted
        if stopped { break }
      }
      try await speaker.finish()
      guard stopped || ConsoleSignals.isRequested else { return ExitStatus.success }
      return ConsoleSignals.isTerminationRequested ? ConsoleSignals.terminationStatus : ExitStatus.interrupted
    }
  }
}
