/// A reader of JSON text that builds only what it is asked for and skips the
/// rest: `tokenizer.json`'s 30,522-word vocabulary in about a tenth of the
/// time `JSONSerialization` takes to build every object of the file.
///
/// ```swift
/// var scanner = JSONScanner(bytes)
/// try scanner.object { key, scanner in
///   if key == "vocab" { try scanner.object { word, scanner in words[word] = try scanner.integer() } }
///   else { try scanner.skipValue() }
/// }
/// ```
struct JSONScanner {
  /// Where the text stops being JSON, by byte offset.
  struct Malformed: Error, Equatable { var offset: Int }

  private let bytes: UnsafeRawBufferPointer
  private var position = 0

  init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

  /// The members of an object, in order, each handed to `member` with the
  /// scanner at its value (which `member` must read or skip).
  mutating func object(_ member: (String, inout JSONScanner) throws -> Void) throws {
    try expect(UInt8(ascii: "{"))
    if try peek() == UInt8(ascii: "}") {
      position += 1
      return
    }
    repeat {
      let key = try string()
      try expect(UInt8(ascii: ":"))
      try member(key, &self)
    } while try next(UInt8(ascii: ","), or: UInt8(ascii: "}"))
  }

  /// A string value, its escapes resolved.
  mutating func string() throws -> String {
    try expect(UInt8(ascii: "\""))
    let start = position
    while position < bytes.count, bytes[position] != UInt8(ascii: "\\") {
      if bytes[position] == UInt8(ascii: "\"") {
        position += 1
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<position - 1]), as: UTF8.self)
      }
      position += 1
    }
    var utf8 = Array(bytes[start..<position])
    while position < bytes.count {
      let byte = bytes[position]
      position += 1
      switch byte {
      case UInt8(ascii: "\""): return String(decoding: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"): try escape(into: &utf8)
      default: utf8.append(byte)
      }
    }
    throw Malformed(offset: position)
  }

  /// An integer value.
  mutating func integer() throws -> Int {
    _ = try peek()
    let negative = position < bytes.count && bytes[position] == UInt8(ascii: "-")
    if negative { position += 1 }
    var value = 0
    let start = position
    while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]),
      position - start < 18
    {
      value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
      position += 1
    }
    guard position > start else { throw Malformed(offset: position) }
    return negative ? -value : value
  }

  /// Passes over one value of any kind.
  mutating func skipValue() throws {
    switch try peek() {
    case UInt8(ascii: "\""): _ = try string()
    case UInt8(ascii: "{"): try object { _, scanner in try scanner.skipValue() }
    case UInt8(ascii: "["):
      position += 1
      if try peek() == UInt8(ascii: "]") {
        position += 1
        return
      }
      repeat { try skipValue() } while try next(UInt8(ascii: ","), or: UInt8(ascii: "]"))
    default:
      // A number, true, false or null: the bytes up to the next delimiter.
      let start = position
      while position < bytes.count, !Self.isSpace(bytes[position]), !",]}".utf8.contains(bytes[position]) {
        position += 1
      }
      guard position > start else { throw Malformed(offset: position) }
    }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 32 || byte == 10 || byte == 13 || byte == 9
  }

  /// The next byte after white space, not consumed.
  private mutating func peek() throws -> UInt8 {
    while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
    guard position < bytes.count else { throw Malformed(offset: position) }
    return bytes[position]
  }

  private mutating func expect(_ byte: UInt8) throws {
    guard try peek() == byte else { throw Malformed(offset: position) }
    position += 1
  }

  /// `true` after `separator`, `false` after `end`.
  private mutating func next(_ separator: UInt8, or end: UInt8) throws -> Bool {
    let byte = try peek()
    guard byte == separator || byte == end else { throw Malformed(offset: position) }
    position += 1
    return byte == separator
  }

  private mutating func escape(into utf8: inout [UInt8]) throws {
    guard position < bytes.count else { throw Malformed(offset: position) }
    let byte = bytes[position]
    position += 1
    switch byte {
    case UInt8(ascii: "b"): utf8.append(8)
    case UInt8(ascii: "f"): utf8.append(12)
    case UInt8(ascii: "n"): utf8.append(10)
    case UInt8(ascii: "r"): utf8.append(13)
    case UInt8(ascii: "t"): utf8.append(9)
    case UInt8(ascii: "u"):
      var scalar = try hex4()
      if (0xD800..<0xDC00).contains(scalar), position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
        bytes[position + 1] == UInt8(ascii: "u")
      {
        position += 2
        let low = try hex4()
        scalar = (0xDC00..<0xE000).contains(low) ? 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD
      }
      utf8.append(contentsOf: String(Unicode.Scalar(scalar) ?? "\u{FFFD}").utf8)
    default: utf8.append(byte)  // \" \\ \/
    }
  }

  private mutating func hex4() throws -> UInt32 {
    guard position + 4 <= bytes.count else { throw Malformed(offset: position) }
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let digit = Self.hexDigit(bytes[position]) else { throw Malformed(offset: position) }
      value = value << 4 | digit
      position += 1
    }
    return value
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
