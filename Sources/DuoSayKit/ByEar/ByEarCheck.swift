import DialogSpeech
import Foundation
import Hearing
import Locking
import PhraseMatcher

/// `coverage --by-ear`: each sampled expansion spoken by eSpeak NG in several
/// voices, heard by pocketsphinx against the catalog's grammar, and the words
/// heard resolved by the matcher.
///
/// ```swift
/// let report = try await ByEarCheck(catalog: catalog).run()
/// for confusion in report.confusions { print(confusion.said, "→", confusion.heardAs) }
/// ```
/// - Complexity: one synthesis (serial: eSpeak NG is one engine) and one
///   decoding (on every core) per expansion and voice.
public struct ByEarCheck: Sendable {
  public var catalog: Catalog
  public var voices: [EarVoice] = EarVoice.standard
  /// At most this many expansions are spoken (``ByEarSample``).
  public var limit = ByEarCheck.defaultLimit
  public var workers = CoverageAnalysis.defaultWorkers
  public var model = RecognizerModel.debian

  public static let defaultLimit = 300

  public init(catalog: Catalog) { self.catalog = catalog }

  /// Runs the check; `stop` (Ctrl-C, as `coverage --by-ear` wires it) ends it between two
  /// utterances, and the report holds what was checked so far.
  public func run(stop: ByEarStop = ByEarStop()) async throws(HearingError) -> ByEarReport {
    let start = ContinuousClock.now
    _ = try model.installed()
    var report = ByEarReport(voices: voices)
    report.workers = workers
    let (expansions, total) = ByEarSample.expansions(of: catalog, limit: limit)
    report.totalExpansions = total
    // The grammar is made once, with a first decoder's dictionary; each worker teaches its own the same words.
    let first = try Recognizer(model: model)
    let grammar = CatalogGrammar(catalog, dictionary: first.phones(of:), pronounce: Self.pronounce)
    report.notChecked = grammar.notChecked
    guard grammar.sentenceCount > 0 else { return report }
    try first.listen(for: grammar)
    let speakable = expansions.filter { grammar.accepts($0.text) }
    let jobs = JobQueue(count: speakable.count * voices.count)
    stop.attach(jobs)
    let index = PhraseIndex(catalog)
    let rate = (try? Speaker.sampleRate()) ?? 22_050
    let parts = await Self.onThreads(max(1, workers)) { [voices] worker throws(HearingError) -> WorkerPart in
      let recognizer = worker == 0 ? first : try Recognizer(model: model)
      if worker != 0 { try recognizer.listen(for: grammar) }
      var part = WorkerPart()
      let resampler = Resampler(from: rate, to: Recognizer.sampleRate)
      let cache = WordCache()
      while let job = jobs.next() {
        let expansion = speakable[job / voices.count]
        let voice = job % voices.count
        guard let audio = Self.audio(expansion.text, voices[voice].settings, resampler) else { continue }
        let clock = ContinuousClock.now
        let heard = try recognizer.hear(audio)
        part.decodeSeconds += TestRunner.seconds(ContinuousClock.now - clock)
        part.audioSeconds += Double(audio.count) / Double(Recognizer.sampleRate)
        var result = Self.resolve(heard, expansion, index: index, cache: cache)
        result.voice = voice
        part.heard.append((job / voices.count, result))
      }
      return part
    }
    var checks = speakable.map { ByEarReport.Check(expansion: $0, hearings: []) }
    for part in parts {
      let part = try part.get()
      report.audioSeconds += part.audioSeconds
      report.decodeSeconds += part.decodeSeconds
      for (position, heard) in part.heard { checks[position].hearings.append(heard) }
    }
    for position in checks.indices { checks[position].hearings.sort { $0.voice < $1.voice } }
    report.checks = checks.filter { !$0.hearings.isEmpty }
    report.stopped = jobs.wasStopped
    report.wallSeconds = TestRunner.seconds(ContinuousClock.now - start)
    return report
  }

  /// `body(0..<count)` on threads of their own, not the tasks' pool: decoding
  /// blocks for seconds, and a blocked pool would hold up every other task.
  static func onThreads<Part: Sendable>(
    _ count: Int, _ body: @escaping @Sendable (Int) throws(HearingError) -> Part
  ) async -> [Result<Part, HearingError>] {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        let results = Locked([Result<Part, HearingError>?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { worker in
          let result = Result { () throws(HearingError) -> Part in try body(worker) }
          results.withLock { $0[worker] = result }
        }
        continuation.resume(returning: results.withLock { $0.compactMap { $0 } })
      }
    }
  }

  struct WorkerPart: Sendable {
    var heard: [(Int, ByEarReport.Heard)] = []
    var audioSeconds = 0.0
    var decodeSeconds = 0.0
  }

  /// eSpeak NG's pronunciation of a word the dictionary lacks, in CMU phones.
  static func pronounce(_ word: String) -> String? {
    (try? Speaker.phonemes(of: word)).flatMap(EspeakPhones.cmu)
  }

  /// `text` spoken in `settings`, at the recognizer's rate, with a quarter second of silence each side, dithered.
  /// A synthesis stopped by a stop meant for other speech (the process's Ctrl-C reaches every
  /// synthesis) is tried once more; a check that was itself stopped ends at its next job.
  static func audio(_ text: String, _ settings: SpeechSettings, _ resampler: Resampler) -> [Int16]? {
    var samples: [Int16] = []
    for _ in 1...2 where samples.isEmpty {
      let whole = try? Speaker.synthesize(text, settings: settings) { chunk in
        samples += chunk
        return true
      }
      if whole != true { samples = [] }
    }
    guard !samples.isEmpty else { return nil }
    let silence = [Int16](repeating: 0, count: Recognizer.sampleRate / 4)
    return Dither.added(to: silence + resampler.resample(samples) + silence)
  }

  /// How `heard` resolves against `expansion`: right, another value of the same
  /// shortcut (said and heard as value names), another shortcut (as phrases), or nothing.
  static func resolve(_ heard: [String], _ expansion: Expansion, index: PhraseIndex, cache: WordCache)
    -> ByEarReport.Heard
  {
    var result = ByEarReport.Heard(voice: 0, heard: heard, isRight: false)
    guard !heard.isEmpty,
      case .matched(let best) = index.match(heard.joined(separator: " "), cache: cache).resolution
    else { return result }
    let value = expansion.parameterName.flatMap { best.parameters[$0] }
    if best.shortcutIndex == expansion.shortcutIndex {
      if value?.id == expansion.valueID {
        result.isRight = true
      } else if let value, let form = expansion.valueForm {
        (result.said, result.heardAs) = (form, value.title)
      }
      return result
    }
    let said = index.catalog.shortcuts[expansion.shortcutIndex].phrases[expansion.phraseIndex]
    (result.said, result.heardAs) = (said.description, best.phrase.description)
    return result
  }
}

/// A stop for one check by ear: the command line requests it on Ctrl-C; a test or host, when it likes.
public final class ByEarStop: Sendable {
  private let state = Locked<(queue: JobQueue?, requested: Bool)>((nil, false))
  /// How many utterances the check may start before it stops itself; `nil`: no such bound.
  private let afterUtterances: Int?

  public init() { afterUtterances = nil }

  /// A stop requested once `count` utterances have been handed out, whatever the machine's
  /// speed: the same stop between two utterances as Ctrl-C's, at a place a test can count on.
  init(afterUtterances count: Int) { afterUtterances = count }

  /// Stops the check between two utterances (or before the first, when it has not started yet).
  public func request() {
    state.withLock { state in
      state.requested = true
      state.queue?.stop()
    }
  }

  func attach(_ queue: JobQueue) {
    state.withLock { state in
      state.queue = queue
      if let afterUtterances { queue.stop(after: afterUtterances) }
      if state.requested { queue.stop() }
    }
  }
}

/// Jobs handed out one at a time to workers, until the last or a stop.
final class JobQueue: Sendable {
  private let state: Locked<(next: Int, stopped: Bool, stopAt: Int)>
  let count: Int

  init(count: Int) {
    self.count = count
    state = Locked((0, false, Int.max))
  }

  func next() -> Int? {
    state.withLock { state in
      if state.next >= state.stopAt { state.stopped = true }
      guard !state.stopped, state.next < count else { return nil }
      defer { state.next += 1 }
      return state.next
    }
  }

  func stop() { state.withLock { $0.stopped = true } }

  /// Stops once `jobs` have been handed out.
  func stop(after jobs: Int) { state.withLock { $0.stopAt = jobs } }

  var wasStopped: Bool { state.withLock { $0.stopped } }
}
