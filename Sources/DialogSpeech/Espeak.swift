internal import CEspeak
import Locking

#if canImport(Glibc)
  import Glibc
#endif

/// The one owner of libespeak-ng in the process.
///
/// libespeak-ng keeps global state and is not re-entrant, so every call goes
/// through ``lock``; it is initialized once (``shared``), in synchronous mode
/// with `espeakINITIALIZE_DONT_EXIT`, and samples come back to the caller's
/// thread chunk by chunk (about 49 ms each) through the synth callback.
final class Espeak: Sendable {
  /// The process-wide engine, started on first use.
  static let shared: Result<Espeak, SpeechError> = Result { () throws(SpeechError) in try Espeak() }

  /// Samples per second of everything synthesized (22,050 for eSpeak NG voices).
  let sampleRate: Int
  private let lock = Locked<SpeechSettings?>(nil)

  private init() throws(SpeechError) {
    let options = Int32(espeakINITIALIZE_DONT_EXIT)
    let rate = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, nil, options)
    guard rate > 0 else { throw .engineUnavailable(dataPath: Self.dataPath()) }
    sampleRate = Int(rate)
    espeak_SetSynthCallback { wav, count, events in
      guard let context = events?.pointee.user_data else { return 0 }
      let synthesis = Unmanaged<Synthesis>.fromOpaque(context).takeUnretainedValue()
      guard let wav, count > 0 else { return synthesis.shouldStop() ? 1 : 0 }
      return synthesis.deliver(UnsafeBufferPointer(start: wav, count: Int(count))) ? 0 : 1
    }
  }

  /// Synthesizes `text` and hands each chunk of samples to `chunk` as soon as it exists.
  ///
  /// - Parameter chunk: Returns `false` to stop synthesis (a write failed).
  /// - Returns: `true` when the whole text was synthesized, `false` when stopped.
  func synthesize(
    _ text: String,
    settings: SpeechSettings,
    chunk: (UnsafeBufferPointer<Int16>) -> Bool
  ) throws(SpeechError) -> Bool {
    try lock.withLock { current throws(SpeechError) -> Bool in
      if current != settings {
        try Self.apply(settings)
        current = settings
      }
      // A stop that came before this reply is not for it.
      SpeechStop.clear()
      return try run(text, chunk: chunk)
    }
  }

  /// One `espeak_ng_Synthesize` call; the lock is held.
  private func run(_ text: String, chunk: (UnsafeBufferPointer<Int16>) -> Bool) throws(SpeechError) -> Bool {
    try withoutActuallyEscaping(chunk) { chunk throws(SpeechError) -> Bool in
      let synthesis = Synthesis(consumer: chunk)
      let flags = UInt32(espeakCHARS_UTF8) | UInt32(espeakENDPAUSE)
      let status = withExtendedLifetime(synthesis) {
        text.withCString { cText in
          espeak_ng_Synthesize(
            cText, text.utf8.count + 1, 0, POS_CHARACTER, 0, flags, nil,
            Unmanaged.passUnretained(synthesis).toOpaque())
        }
      }
      if status == ENS_SPEECH_STOPPED { return false }
      try Self.check(status, "espeak_ng_Synthesize")
      return !synthesis.stopped
    }
  }

  /// How the voice of `settings` pronounces `text`, in eSpeak NG's ASCII phoneme
  /// names with stress marks, one clause after another ("br'u:li").
  func phonemes(_ text: String, settings: SpeechSettings) throws(SpeechError) -> String {
    try lock.withLock { current throws(SpeechError) -> String in
      if current != settings {
        try Self.apply(settings)
        current = settings
      }
      var result: [String] = []
      text.withCString { cText in
        var cursor: UnsafeRawPointer? = UnsafeRawPointer(cText)
        while cursor != nil, let clause = espeak_TextToPhonemes(&cursor, Int32(espeakCHARS_UTF8), 0) {
          result.append(String(cString: clause))
        }
      }
      return result.joined(separator: " ")
    }
  }

  /// Checks that `settings` names an installed voice and sane prosody, without
  /// speaking; settings already in force were checked when applied.
  func validate(_ settings: SpeechSettings) throws(SpeechError) {
    try lock.withLock { current throws(SpeechError) in
      guard current != settings else { return }
      try Self.apply(settings)
      current = settings
    }
  }

  /// The installed voices (``EspeakVoice/Kind/language``) and variants.
  func voices() -> [EspeakVoice] {
    lock.withLock { _ in
      var result = Self.listVoices(nil).map { EspeakVoice($0.pointee, kind: .language) }
      var selector = espeak_VOICE()
      "variant".withCString { variant in
        selector.languages = variant
        result += Self.listVoices(&selector).map { EspeakVoice($0.pointee, kind: .variant) }
      }
      return result
    }
  }

  // MARK: - Calls into libespeak-ng (under the lock)

  private static func apply(_ settings: SpeechSettings) throws(SpeechError) {
    for (name, value, range) in [
      ("rate", settings.rate, SpeechSettings.rateRange),
      ("pitch", settings.pitch, SpeechSettings.pitchRange),
      ("volume", settings.volume, SpeechSettings.volumeRange),
    ] where !range.contains(value) {
      throw .settingOutOfRange(name: name, value: value, range: range)
    }
    try selectVoice(settings.voice)
    try check(espeak_ng_SetParameter(espeakRATE, Int32(settings.rate), 0), "espeak_ng_SetParameter")
    try check(espeak_ng_SetParameter(espeakPITCH, Int32(settings.pitch), 0), "espeak_ng_SetParameter")
    try check(espeak_ng_SetParameter(espeakVOLUME, Int32(settings.volume), 0), "espeak_ng_SetParameter")
  }

  /// Selects a voice as the `espeak-ng` command does: by name, then by language.
  ///
  /// eSpeak NG itself falls back to any voice that resembles the request
  /// ("en-zz" becomes English) and accepts an unknown `+variant`
  /// silently, so both parts are checked against the installed voices first.
  private static func selectVoice(_ name: String) throws(SpeechError) {
    let parts = name.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    // A language code or identifier that names a voice file is selected by that file, unread others.
    if parts.count == 1, let data = dataPath(), let file = VoiceFile.find(name, in: data),
      let opened = VoiceFile.open(file)
    {
      defer { close(opened.descriptor) }
      if espeak_ng_SetVoiceByFile(opened.path) == ENS_OK { return }
    }
    let voices = listVoices(nil).map { EspeakVoice($0.pointee, kind: .language) }
    guard !name.contains("\0"), voices.contains(where: { $0.answers(to: parts[0]) }) else {
      throw .unknownVoice(name)
    }
    if parts.count == 2 {
      var selector = espeak_VOICE()
      let variants = "variant".withCString { variant in
        selector.languages = variant
        return listVoices(&selector).map { EspeakVoice($0.pointee, kind: .variant) }
      }
      guard variants.contains(where: { $0.answers(to: parts[1]) }) else { throw .unknownVoice(name) }
    }
    if espeak_ng_SetVoiceByName(name) == ENS_OK { return }
    var selector = espeak_VOICE()
    let status = name.withCString { language in
      selector.languages = language
      return espeak_ng_SetVoiceByProperties(&selector)
    }
    guard status == ENS_OK else { throw .unknownVoice(name) }
  }

  private static func listVoices(
    _ selector: UnsafeMutablePointer<espeak_VOICE>?
  ) -> [UnsafePointer<espeak_VOICE>] {
    guard var cursor = espeak_ListVoices(selector) else { return [] }
    var voices: [UnsafePointer<espeak_VOICE>] = []
    while let voice = cursor.pointee {
      voices.append(voice)
      cursor += 1
    }
    return voices
  }

  private static func check(_ status: espeak_ng_STATUS, _ function: String) throws(SpeechError) {
    guard status != ENS_OK else { return }
    var buffer = [CChar](repeating: 0, count: 512)
    espeak_ng_GetStatusCodeMessage(status, &buffer, buffer.count)
    throw .engineCall(
      function: function,
      status: String(decoding: buffer.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self))
  }

  static func dataPath() -> String? {
    var path: UnsafePointer<CChar>?
    _ = espeak_Info(&path)
    return path.map { String(cString: $0) }
  }
}

/// The state of one `espeak_ng_Synthesize` call, reached from the C callback.
private final class Synthesis {
  private let consumer: (UnsafeBufferPointer<Int16>) -> Bool
  private(set) var stopped = false

  init(consumer: @escaping (UnsafeBufferPointer<Int16>) -> Bool) {
    self.consumer = consumer
  }

  func shouldStop() -> Bool {
    if SpeechStop.isRequested || Task.isCancelled { stopped = true }
    return stopped
  }

  func deliver(_ samples: UnsafeBufferPointer<Int16>) -> Bool {
    if shouldStop() { return false }
    if !consumer(samples) { stopped = true }
    return !stopped
  }
}
