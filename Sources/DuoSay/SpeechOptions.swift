import DialogSpeech

#if canImport(Glibc)
  import Glibc
#endif

/// Options shared by every command that speaks.
struct SpeechOptions: Equatable {
  var settings = SpeechSettings()
  var destination: SpeechDestination = .audioDevice

  /// Consumes `option` if it is a speech option; returns false otherwise.
  mutating func consume(_ option: ParsedArguments.Option) throws(UsageError) -> Bool {
    switch option.name {
    case CommandOption.voice: settings.voice = try option.requiredValue()
    case CommandOption.rate: settings.rate = try option.integer(in: SpeechSettings.rateRange)
    case CommandOption.pitch: settings.pitch = try option.integer(in: SpeechSettings.pitchRange)
    case CommandOption.volume: settings.volume = try option.integer(in: SpeechSettings.volumeRange)
    case CommandOption.wav:
      let path = try option.requiredValue()
      // The replies' text goes to standard output: a WAV there would be written over by it.
      guard !Self.isStandardOutput(path) else {
        throw UsageError(
          "the WAV file '\(path)' is standard output, where the replies are written; use --raw for audio on standard output"
        )
      }
      try choose(.wavFile(path), by: option)
    case CommandOption.raw: try choose(.standardOutput, by: option.flag())
    case CommandOption.mute: try choose(.none, by: option.flag())
    default: return false
    }
    return true
  }

  private var chosenBy: String?

  /// Whether `path` names the file standard output already is (`/dev/stdout`, `/proc/self/fd/1`,
  /// or the file it was redirected to).
  static func isStandardOutput(_ path: String) -> Bool {
    var named = stat()
    var output = stat()
    guard stat(path, &named) == 0, fstat(STDOUT_FILENO, &output) == 0 else { return false }
    return named.st_dev == output.st_dev && named.st_ino == output.st_ino
  }

  private mutating func choose(_ destination: SpeechDestination, by option: ParsedArguments.Option) throws(UsageError) {
    if let chosenBy, chosenBy != option.name {
      throw UsageError("'\(option.name)' cannot be combined with '\(chosenBy)'")
    }
    chosenBy = option.name
    self.destination = destination
  }
}

/// `duo-say [options] [UTTERANCE...]`: talk to an app.
struct SayOptions: Equatable {
  var app = AppChoice()
  /// The pose, the lock and what is on screen.
  var device = DeviceOptions()
  /// The transcript as JSON Lines instead of text.
  var json = false
  /// Each utterance spoken and heard by a recognizer before the app answers it.
  var byEar = false
  var speech = SpeechOptions()
  var utterance: [String] = []

  init() {}

  init(parsing split: ParsedArguments, app profile: AppProfile) throws(UsageError) {
    if let subcommand = split.subcommand, subcommand != "say" {
      utterance.append(subcommand)
    }
    for option in split.options {
      if try speech.consume(option) { continue }
      if try app.consume(option, app: profile) { continue }
      if try device.consume(option) { continue }
      switch option.name {
      case CommandOption.json: json = try option.flagValue()
      case CommandOption.byEar: byEar = try option.flagValue()
      default: throw .unknownOption(option)
      }
    }
    app = try app.checked()
    utterance += split.positionals
  }
}

/// `duo-say speak [options] [TEXT...]`: speak text as a reply would be spoken.
struct SpeakOptions: Equatable {
  var speech = SpeechOptions()
  var text: [String] = []

  init() {}

  init(parsing split: ParsedArguments) throws(UsageError) {
    for option in split.options where !(try speech.consume(option)) {
      throw .unknownOption(option)
    }
    text = split.positionals
  }
}
