/// Noise of one least significant bit added to synthetic audio: a recognizer's
/// features take the logarithm of each band's energy, and eSpeak NG's digital
/// silence (exact zeros) makes them meaningless. Seeded the same for every
/// utterance, so an utterance is heard the same whatever was heard before it.
///
/// ```swift
/// let heardRate = Dither.added(to: Resampler(from: 22_050, to: 16_000).resample(samples))
/// ```
public enum Dither {
  public static func added(to samples: [Int16]) -> [Int16] {
    var state: UInt64 = 0x5EED_D17E
    return samples.map { sample in
      // SplitMix64: one step per sample, -1, 0 or +1.
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      z ^= z >> 31
      return Int16(clamping: Int32(sample) + Int32(z % 3) - 1)
    }
  }
}
