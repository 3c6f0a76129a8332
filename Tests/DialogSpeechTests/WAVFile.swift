import Foundation

/// A minimal WAV reader for tests: checks the header and returns the samples.
struct WAVFile {
  var sampleRate: Int
  var samples: [Int16]

  struct Malformed: Error {}

  init(contentsOf path: String) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    guard data.count >= 44, data.prefix(4) == Data("RIFF".utf8), data[8..<16] == Data("WAVEfmt ".utf8) else {
      throw Malformed()
    }
    func le32(_ offset: Int) -> Int {
      (0..<4).reduce(0) { $0 | Int(data[data.startIndex + offset + $1]) << (8 * $1) }
    }
    guard le32(4) == data.count - 8, le32(40) == data.count - 44 else { throw Malformed() }
    sampleRate = le32(24)
    samples = data[44...].withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
  }
}
