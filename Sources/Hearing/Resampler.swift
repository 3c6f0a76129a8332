#if canImport(Glibc)
  import Glibc
#endif

/// Changes the rate of mono 16-bit audio (eSpeak NG's 22,050 Hz to the
/// recognizer's 16,000), with a windowed-sinc low-pass so nothing above the
/// new Nyquist frequency folds back into the speech band.
///
/// ```swift
/// let heardRate = Resampler(from: 22_050, to: 16_000).resample(samples)
/// ```
public struct Resampler: Sendable {
  public let sourceRate: Int
  public let targetRate: Int
  /// Taps on each side of a sample.
  static let halfWidth = 16
  /// Fractional positions between two source samples with a kernel of their own;
  /// an output sample takes the nearest (off by at most 1/1024 of a sample).
  static let phaseCount = 512
  /// The filter's taps for each phase, made once: per output sample only multiplications remain.
  private let kernels: [[Double]]

  public init(from sourceRate: Int, to targetRate: Int) {
    precondition(sourceRate > 0 && targetRate > 0, "sample rates are positive")
    self.sourceRate = sourceRate
    self.targetRate = targetRate
    // Cut-off at the lower of the two Nyquist frequencies, as a share of the source rate.
    let cutoff = 0.95 * min(1, Double(targetRate) / Double(sourceRate))
    let width = Self.halfWidth
    kernels = (0..<Self.phaseCount).map { phase in
      let fraction = Double(phase) / Double(Self.phaseCount)
      return ((-width + 1)...width).map { tap in
        let distance = fraction - Double(tap)
        return cutoff * Self.sinc(cutoff * distance) * Self.window(distance, Double(width))
      }
    }
  }

  /// `samples` at ``targetRate``.
  public func resample(_ samples: [Int16]) -> [Int16] {
    guard sourceRate != targetRate, !samples.isEmpty else { return samples }
    let step = Double(sourceRate) / Double(targetRate)
    let count = Int(Double(samples.count) / step)
    var output = [Int16](repeating: 0, count: count)
    let width = Self.halfWidth
    for index in 0..<count {
      let position = Double(index) * step
      var center = Int(position)
      var phase = Int(((position - Double(center)) * Double(Self.phaseCount)).rounded())
      if phase == Self.phaseCount { (center, phase) = (center + 1, 0) }
      let kernel = kernels[phase]
      var sum = 0.0
      for (offset, tap) in ((center - width + 1)...(center + width)).enumerated() where tap >= 0 && tap < samples.count
      {
        sum += Double(samples[tap]) * kernel[offset]
      }
      output[index] = Int16(max(-32_768, min(32_767, sum.rounded())))
    }
    return output
  }

  static func sinc(_ x: Double) -> Double {
    guard x != 0 else { return 1 }
    let angle = Double.pi * x
    return sin(angle) / angle
  }

  /// A Hann window over `-width...width`.
  static func window(_ distance: Double, _ width: Double) -> Double {
    guard abs(distance) < width else { return 0 }
    return 0.5 + 0.5 * cos(Double.pi * distance / width)
  }
}
