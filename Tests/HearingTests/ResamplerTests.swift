import Foundation
import Hearing
import Testing

/// eSpeak NG's 22,050 Hz to the recognizer's 16,000 Hz: speech kept, what 16 kHz cannot hold removed.
struct ResamplerTests {
  static func tone(_ hertz: Double, seconds: Double = 0.5) -> [Int16] {
    (0..<Int(22_050 * seconds)).map { Int16(10_000 * sin(2 * Double.pi * hertz * Double($0) / 22_050)) }
  }

  @Test func aToneInTheSpeechBandKeepsItsShape() {
    let output = Resampler(from: 22_050, to: 16_000).resample(Self.tone(1_000))
    #expect(output.count == 8_000)
    // Away from the edges, each sample is the tone at its own time.
    let errors = (100..<7_900).map { index in
      abs(Double(output[index]) - 10_000 * sin(2 * Double.pi * 1_000 * Double(index) / 16_000))
    }
    #expect(errors.max()! < 150, "within 1.5 % of the tone's amplitude")
  }

  @Test func aToneAboveTheNewNyquistFrequencyIsRemoved() {
    let output = Resampler(from: 22_050, to: 16_000).resample(Self.tone(10_000))
    let loudest = output[100..<7_900].map { abs(Int($0)) }.max()!
    #expect(loudest < 300, "a 10 kHz tone would fold back to 6 kHz; it is filtered out first")
  }
}
