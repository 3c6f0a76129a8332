import Foundation
import TestSupport
import Testing

@testable import DialogSpeech

@Suite struct SpeakerTests {

  @Test func severalRepliesGoIntoOneWAVInOrderWithSilenceBetween() async throws {
    let path = TemporaryPath.make("two.wav")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let speaker = try Speaker(destination: .wavFile(path))
    let first = try await speaker.speak("Groceries says: milk, eggs and bread.")
    let second = try await speaker.speak("Deleted Groceries.")
    try await speaker.finish()

    let wav = try WAVFile(contentsOf: path)
    let gap = Int(Double(wav.sampleRate) * Speaker.gapBetweenReplies)
    #expect(first.sampleCount > 20_000 && second.sampleCount > 10_000)
    #expect(wav.samples.count == first.sampleCount + gap + second.sampleCount)
    #expect(wav.samples[first.sampleCount..<(first.sampleCount + gap)].allSatisfy { $0 == 0 })
    #expect(wav.samples[..<first.sampleCount].contains { $0 != 0 })
    #expect(wav.samples[(first.sampleCount + gap)...].contains { $0 != 0 })
  }

  @Test func aWAVWithNoRepliesIsStillValid() async throws {
    let path = TemporaryPath.make("empty.wav")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let speaker = try Speaker(destination: .wavFile(path))
    try await speaker.finish()
    let wav = try WAVFile(contentsOf: path)
    #expect(wav.samples.isEmpty && wav.sampleRate == 22_050)
  }

  @Test func theFirstChunkArrivesBeforeTheRestIsSynthesized() throws {
    let long = Array(repeating: "The quick brown fox jumps over the lazy dog.", count: 200).joined(separator: " ")
    var chunks: [Int] = []
    let completed = try Speaker.synthesize(long) { samples in
      chunks.append(samples.count)
      return false
    }
    #expect(!completed)
    #expect(chunks.count == 1)
    #expect(chunks[0] > 0 && chunks[0] <= 22_050 / 10)
  }

  @Test func aMegabyteOfTextStreamsWithoutCrashing() throws {
    let megabyte = String(repeating: "milk eggs bread, ", count: 1 << 16)
    #expect(megabyte.utf8.count >= 1 << 20)
    var chunks = 0
    let completed = try Speaker.synthesize(megabyte) { _ in
      chunks += 1
      return chunks < 3
    }
    #expect(!completed && chunks == 3)
  }

  @Test func interruptionStopsWithinOneChunk() throws {
    var chunks = 0
    let completed = try Speaker.synthesize("Summarizing all of your notes, one at a time, slowly.") { _ in
      chunks += 1
      SpeechStop.request()
      return true
    }
    #expect(!completed)
    #expect(chunks == 1)
  }

  @Test(arguments: ["", "   ", "\n\t", "\u{1B}\u{7}\u{0}"])
  func silentTextSpeaksNothing(_ text: String) async throws {
    let path = TemporaryPath.make("silent.wav")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let speaker = try Speaker(destination: .wavFile(path))
    let outcome = try await speaker.speak(text)
    try await speaker.finish()
    #expect(outcome == SpeechOutcome(sampleCount: 0))
  }

  @Test(arguments: [
    "Tea \u{1B}[31mtime\u{1B}[0m \u{7}now", "Party 🎉🥳 at 8", "<speak>Tom & Jerry's \"notes\"</speak> [[h@l'oU]]",
    "\u{202E}reversed\u{202C} text",
  ])
  func unusualTextIsSpokenAsText(_ text: String) throws {
    var samples = 0
    let completed = try Speaker.synthesize(text) { chunk in
      samples += chunk.count
      return true
    }
    #expect(completed && samples > 0)
  }

  @Test func markupIsReadNotInterpreted() throws {
    func sampleCount(_ text: String) throws -> Int {
      var count = 0
      _ = try Speaker.synthesize(text) {
        count += $0.count
        return true
      }
      return count
    }
    // Interpreted as SSML, "<break time='3s'/>" would be three seconds of silence;
    // read as text it is a few words, and "[[" is not read as phonemes.
    let plain = try sampleCount("hello")
    let withTag = try sampleCount("hello <break time='3s'/>")
    #expect(withTag > plain)
    #expect(withTag < plain + 3 * 22_050)
  }

  @Test(arguments: ["nosuchvoice", "vulcan", "en-zz", "en+nosuchvariant", "", "+f3", "en\0us"])
  func unknownVoicesAreRejectedByName(_ voice: String) throws {
    let error = #expect(throws: SpeechError.self) {
      try Speaker(settings: SpeechSettings(voice: voice), destination: .wavFile("/dev/null"))
    }
    #expect(error == .unknownVoice(voice))
    #expect(error?.description.contains("--list-voices") == true)
  }

  @Test(arguments: ["en-us", "en", "en-US", "en-gb", "en-us+f3", "en+Annie", "fr", "English (Great Britain)"])
  func knownVoicesAreAccepted(_ voice: String) throws {
    _ = try Speaker(settings: SpeechSettings(voice: voice), destination: .wavFile("/dev/null"))
  }

  @Test func outOfRangeSettingsAreRejected() throws {
    let error = #expect(throws: SpeechError.self) {
      try Speaker(settings: SpeechSettings(rate: 20), destination: .wavFile("/dev/null"))
    }
    #expect(error == .settingOutOfRange(name: "rate", value: 20, range: 80...1000))
  }

  @Test func anUnwritableWAVPathNamesThePath() throws {
    let error = #expect(throws: SpeechError.self) {
      try Speaker(destination: .wavFile("/nonexistent-dir/reply.wav"))
    }
    #expect(error?.description == "cannot write '/nonexistent-dir/reply.wav': No such file or directory")
  }

  @Test(
    .enabled(
      if: !FileManager.default.fileExists(atPath: "/dev/snd")
        && ProcessInfo.processInfo.environment["PULSE_SERVER"] == nil))
  func withoutASoundCardTheAudioDeviceIsReportedUnavailable() throws {
    #expect {
      try Speaker(destination: .audioDevice)
    } throws: { error in
      if case .audioDeviceUnavailable = error as? SpeechError { true } else { false }
    }
  }

  @Test func aMutedSpeakerSaysNothingButStillChecksAVoiceAskedFor() async throws {
    let speaker = try Speaker(destination: .none)
    #expect(try await speaker.speak("Hello") == SpeechOutcome(sampleCount: 0))
    #expect(throws: SpeechError.unknownVoice("not-a-voice")) {
      try Speaker(settings: SpeechSettings(voice: "not-a-voice"), destination: .none)
    }
  }

  @Test func installedVoicesIncludeLanguagesAndVariants() throws {
    let voices = try Speaker.installedVoices()
    #expect(voices.contains { $0.kind == .language && $0.languages.contains("en-us") })
    #expect(voices.contains { $0.kind == .variant && $0.variantName == "f3" })
  }
}

/// The engine is one global in libespeak-ng: speakers on many threads, each
/// with its own voice, must get their own voice's speech, whole. Run under
/// ThreadSanitizer by `Scripts/sanitize.sh thread`.
@Suite struct ConcurrentSpeechTests {
  static let voices = [
    SpeechSettings(voice: "en-us"), SpeechSettings(voice: "en-gb", rate: 220),
    SpeechSettings(voice: "en-us+f3", pitch: 70),
    SpeechSettings(voice: "fr", volume: 80),
  ]

  static func samples(of text: String, _ settings: SpeechSettings) throws -> [Int16] {
    var samples: [Int16] = []
    _ = try Speaker.synthesize(text, settings: settings) { chunk in
      samples += chunk
      return true
    }
    return samples
  }

  @Test func speakersOnManyThreadsGetTheirOwnVoiceWhole() async throws {
    let text = "Groceries says: milk, eggs, bread and coffee."
    let alone = try Self.voices.map { try Self.samples(of: text, $0) }
    #expect(Set(alone).count == Self.voices.count, "each voice sounds different")
    let together = try await withThrowingTaskGroup(of: (Int, [Int16]).self) { group in
      for round in 0..<4 {
        for (index, settings) in Self.voices.enumerated() {
          group.addTask { (index, try Self.samples(of: text, settings)) }
        }
        _ = round
      }
      return try await group.reduce(into: [(Int, [Int16])]()) { $0.append($1) }
    }
    #expect(together.count == 16)
    // Not sample for sample: eSpeak NG carries a little state from one
    // utterance to the next (leading silence), so the order of calls shows.
    for (index, samples) in together {
      let expected = alone[index].count
      #expect(
        abs(samples.count - expected) <= expected / 20,
        "voice \(Self.voices[index].voice): \(samples.count) samples, alone \(expected)")
      #expect(samples.contains { abs(Int($0)) > 1_000 })
    }
  }
}
