import Foundation

/// The store file's JSON, written directly: the bytes `JSONSerialization` writes with
/// `.sortedKeys` and `.withoutEscapingSlashes`, without building a dictionary per note and
/// sorting it (a 100,000-note store took 1.9 s that way, with the lock held).
///
/// ```swift
/// let bytes = try NoteStoreJSON.document(contents)   // {"appliedRequests":[],"notes":[…],"version":1}
/// ```
///
/// What the file held that the app does not know is kept, written by `JSONSerialization`.
enum NoteStoreJSON {
  static func document(_ contents: NoteStore.Contents) throws -> [UInt8] {
    var notes: [UInt8] = [UInt8(ascii: "[")]
    notes.reserveCapacity(contents.notes.count * 96)
    for (position, note) in contents.notes.enumerated() {
      if position > 0 { notes.append(UInt8(ascii: ",")) }
      notes += try self.note(note, unknown: contents.unknownByNote[note.id] ?? [:])
    }
    notes.append(UInt8(ascii: "]"))
    var requests: [UInt8] = [UInt8(ascii: "[")]
    for (position, request) in contents.appliedRequests.enumerated() {
      if position > 0 { requests.append(UInt8(ascii: ",")) }
      string(request, into: &requests)
    }
    requests.append(UInt8(ascii: "]"))
    let known: [(String, [UInt8])] = [("version", Array("1".utf8)), ("notes", notes), ("appliedRequests", requests)]
    return try object(known, unknown: contents.unknown)
  }

  private static func note(_ note: Note, unknown: [String: Any]) throws -> [UInt8] {
    var known: [(String, [UInt8])] = [
      ("id", quoted(note.id)), ("title", quoted(note.title)), ("body", quoted(note.body)),
    ]
    if note.isLocked { known.append(("locked", Array("true".utf8))) }
    if let request = note.createdBy { known.append(("createdBy", quoted(request))) }
    return try object(known, unknown: unknown)
  }

  /// `{…}` of the known members and the unknown ones, keys in Foundation's sorted order.
  private static func object(_ known: [(String, [UInt8])], unknown: [String: Any]) throws -> [UInt8] {
    var members = known
    for (key, value) in unknown where !known.contains(where: { $0.0 == key }) {
      members.append(
        (
          key,
          Array(
            try JSONSerialization.data(
              withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed]))
        ))
    }
    members.sort { $0.0.compare($1.0, options: [.numeric, .caseInsensitive, .forcedOrdering]) == .orderedAscending }
    var out: [UInt8] = [UInt8(ascii: "{")]
    for (position, (key, value)) in members.enumerated() {
      if position > 0 { out.append(UInt8(ascii: ",")) }
      string(key, into: &out)
      out.append(UInt8(ascii: ":"))
      out += value
    }
    out.append(UInt8(ascii: "}"))
    return out
  }

  private static func quoted(_ text: String) -> [UInt8] {
    var out: [UInt8] = []
    string(text, into: &out)
    return out
  }

  /// `text` as a JSON string, escaped as Foundation escapes it.
  static func string(_ text: String, into out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
      case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
      case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
      case 0x09: out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
      case 0x08: out += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
      case 0x0C: out += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}
