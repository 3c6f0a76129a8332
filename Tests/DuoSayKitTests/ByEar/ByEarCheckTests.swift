import CatalogFiles
import DialogSpeech
import Foundation
import Hearing
import PhraseMatcher
import TestSupport
import Testing

@testable import DuoSayKit

/// `coverage --by-ear`: expansions spoken in several voices, heard, resolved, and the mishearings voices agree on.
@Suite(.serialized)
struct ByEarCheckTests {
  /// A porch app whose two names differ by one final s, and a gate phrase no light is near.
  static func catalog(lights: [String], extra: String = "") throws -> Catalog {
    let values = lights.map { #"{"id": "\#($0.lowercased())", "title": "\#($0)"}"# }.joined(separator: ",")
    let json = #"""
      {"app": {"name": "Stoop"}, "locale": "en_US",
       "types": {"LightEntity": {"kind": "entity", "name": "Light", "values": [\#(values)]}},
       "shortcuts": [
         {"intent": "SwitchOnIntent", "parameters": {"light": "LightEntity"},
          "phrases": ["Switch on ${light} with ${applicationName}"]},
         {"intent": "OpenGateIntent", "phrases": ["Open the garden gate in ${applicationName}\#(extra)"]}
       ]}
      """#
    return try CatalogLoader.decode(Data(json.utf8), file: "stoop.json")
  }

  @Test func namesThatDifferByAFinalSAreReportedWhenVoicesAgree() async throws {
    let report = try await ByEarCheck(catalog: Self.catalog(lights: ["Porch Light", "Porch Lights", "Attic Fan"]))
      .run()
    #expect(report.checks.count == 4)
    #expect(report.voices.count >= 3)
    let confusion = try #require(report.confusions.first)
    #expect(confusion.said == "Porch Light" && confusion.heardAs == "Porch Lights")
    #expect(confusion.voices >= report.agreement)
    // The gate and the fan come through in every voice.
    let gate = try #require(report.checks.first { $0.expansion.shortcutIndex == 1 })
    #expect(gate.hearings.allSatisfy { $0.isRight })
    #expect(gate.hearings.first?.heard == ["open", "the", "garden", "gate", "in", "stoop"])
    let json = ByEarJSON.value(report).text
    #expect(json.contains(#""heardAs":"Porch Lights""#))
  }

  @Test func aNameTheRecognizerCannotTakeIsListedAndTheRestChecked() async throws {
    var check = ByEarCheck(catalog: try Self.catalog(lights: ["Attic Fan", "灯り"]))
    check.voices = [EarVoice.standard[0]]
    let report = try await check.run()
    #expect(report.notChecked.map(\.text) == ["灯り"])
    #expect(report.checks.count == 2)
    #expect(report.rightPerVoice == [2])
    #expect(ByEarText.render(report).contains("灯り: has characters the recognizer cannot take"))
  }

  @Test func aMissingOrBlockingModelIsAnErrorNotAHang() async throws {
    var check = ByEarCheck(catalog: try Self.catalog(lights: ["Attic Fan"]))
    check.model = RecognizerModel(acousticModel: "/nonexistent/en-us", dictionary: RecognizerModel.debian.dictionary)
    await #expect(throws: HearingError.modelMissing(path: "/nonexistent/en-us")) { try await check.run() }
    let fifo = TemporaryPath.make("dictionary.fifo")
    #expect(mkfifo(fifo, 0o600) == 0)
    defer { unlink(fifo) }
    check.model = RecognizerModel(acousticModel: RecognizerModel.debian.acousticModel, dictionary: fifo)
    await #expect(throws: HearingError.modelMissing(path: fifo)) { try await check.run() }
  }

  @Test func aStopEndsTheCheckWithWhatWasChecked() async throws {
    let lights = (1...30).map { "Lamp Number \($0)" }
    let check = ByEarCheck(catalog: try Self.catalog(lights: lights))
    // Stopped after eight utterances, not after a time: a fast machine had checked all 31
    // expansions within the 1.5 s this test once slept before its stop.
    let report = try await check.run(stop: ByEarStop(afterUtterances: 8))
    #expect(report.stopped)
    #expect(report.checks.count < 31)
    #expect((1...(8 / check.voices.count)).contains(report.checks.count), "the first expansions' hearings are kept")
    #expect(ByEarText.render(report).contains("stopped by Ctrl-C"))
    // Ctrl-C's request, made before the first utterance, stops the check before it.
    let early = ByEarStop()
    early.request()
    let none = try await check.run(stop: early)
    #expect(none.stopped && none.checks.isEmpty)
  }
}
