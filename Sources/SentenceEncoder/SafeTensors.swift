import Foundation

/// A `.safetensors` file mapped into memory: an 8-byte header length, a JSON
/// header naming each tensor's type, shape and byte range, then the data.
///
/// ```swift
/// let file = try SafeTensors(path: "model.safetensors")
/// let bias = try file.floats("embeddings.LayerNorm.bias", shape: [384])
/// ```
final class SafeTensors: @unchecked Sendable {
  private let base: UnsafeMutableRawPointer
  private let length: Int
  private let dataStart: Int
  private let entries: [String: (shape: [Int], range: Range<Int>)]

  init(path: String) throws {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw ModelError.missing(path: path) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_size >= 8 else {
      throw ModelError.damaged(path: path, reason: "shorter than its header")
    }
    length = Int(info.st_size)
    guard let mapped = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0), mapped != MAP_FAILED else {
      throw ModelError.damaged(path: path, reason: "cannot be mapped: \(String(cString: strerror(errno)))")
    }
    base = mapped
    let headerLength = Int(mapped.loadUnaligned(as: UInt64.self).littleEndian)
    guard headerLength > 0, headerLength <= length - 8, headerLength < 1 << 24 else {
      munmap(mapped, length)
      throw ModelError.damaged(path: path, reason: "its header length \(headerLength) does not fit the file")
    }
    dataStart = 8 + headerLength
    let header = Data(bytes: mapped + 8, count: headerLength)
    guard let object = try? JSONSerialization.jsonObject(with: header) as? [String: Any] else {
      munmap(mapped, length)
      throw ModelError.damaged(path: path, reason: "its header is not JSON")
    }
    var entries: [String: (shape: [Int], range: Range<Int>)] = [:]
    for (name, value) in object where name != "__metadata__" {
      guard let tensor = value as? [String: Any], tensor["dtype"] as? String == "F32",
        let shape = tensor["shape"] as? [Int], let offsets = tensor["data_offsets"] as? [Int], offsets.count == 2,
        offsets[0] >= 0, offsets[0] <= offsets[1], offsets[1] <= length - dataStart
      else { continue }
      entries[name] = (shape, offsets[0]..<offsets[1])
    }
    self.entries = entries
  }

  deinit { munmap(base, length) }

  /// Gives the file's pages back to the system (a weight copied into packed
  /// form is not read again); what is read later is mapped again from the
  /// page cache. The file is mapped read-only, so nothing is lost.
  func releaseResidentPages() { madvise(base, length, MADV_DONTNEED) }

  /// The whole file, for its checksum.
  var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: length) }

  /// The tensor `name` as floats; it must have `shape` and lie 4-byte aligned in the file.
  func floats(_ name: String, shape: [Int]) throws -> UnsafeBufferPointer<Float> {
    guard let entry = entries[name] else {
      throw ModelError.damaged(path: name, reason: "the model has no tensor \(name)")
    }
    let count = shape.reduce(1, *)
    guard entry.shape == shape, entry.range.count == count * 4, (dataStart + entry.range.lowerBound) % 4 == 0 else {
      throw ModelError.damaged(path: name, reason: "tensor \(name) is \(entry.shape), expected \(shape)")
    }
    let start = (base + dataStart + entry.range.lowerBound).assumingMemoryBound(to: Float.self)
    return UnsafeBufferPointer(start: start, count: count)
  }
}
