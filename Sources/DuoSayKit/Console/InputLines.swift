/// Utterances from the command line (all words as one, or each argument one)
/// or from standard input, line by line, with terminal control sequences taken out.
///
/// Text pasted from a terminal can carry colour codes (`ESC [ 31 m`), window
/// titles (`ESC ] 0 ; … BEL`) and stray control bytes; none of it was said,
/// and echoing it back would drive the reader's terminal.
package struct InputLines: Sequence, IteratorProtocol {
  private var arguments: ArraySlice<String>
  private let readsStandardInput: Bool

  /// - Parameter eachArgument: Each argument is one line (`match a b`); else all are one (`duo-say read my note`).
  package init(arguments: [String], eachArgument: Bool = false) {
    self.arguments = eachArgument || arguments.isEmpty ? arguments[...] : [arguments.joined(separator: " ")]
    readsStandardInput = arguments.isEmpty
  }

  package mutating func next() -> String? {
    if readsStandardInput { return readLine(strippingNewline: true).map(Self.withoutControls) }
    return arguments.popFirst().map(Self.withoutControls)
  }

  /// Text for a terminal: each line of `text` without escape sequences or
  /// control characters (a note or a catalog can hold them; they were never said).
  package static func displayable(_ text: String) -> String {
    guard text.utf8.contains(where: mayBeControl) else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { withoutControls(String($0)) }.joined(
      separator: "\n")
  }

  /// `text` cut to `limit` Characters, with "…" where it was cut: a line of input can be 200 KB.
  ///
  /// ```swift
  /// InputLines.abbreviated("read my groceries note", to: 7)  // "read my…"
  /// ```
  package static func abbreviated(_ text: String, to limit: Int) -> String {
    // Bytes first: counting Characters of a 10 MB line is what would take the time.
    guard text.utf8.count > limit, text.count > limit else { return text }
    return String(text.prefix(limit)) + "…"
  }

  /// `line` without escape sequences; other control characters become spaces, DEL goes.
  package static func withoutControls(_ line: String) -> String {
    guard line.utf8.contains(where: mayBeControl) else { return line }
    var kept = String.UnicodeScalarView()
    var scalars = line.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      switch scalar.value {
      case 0x1B: skipEscapeSequence(&scalars)
      // C0 controls, and C1 (U+009B is CSI, U+009D OSC to a terminal that reads them).
      case 0x00..<0x20, 0x80..<0xA0: kept.append(" ")
      // DEL, and the bidirectional controls that would reorder what follows on the line.
      case 0x7F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: continue
      default: kept.append(scalar)
      }
    }
    return String(kept)
  }

  /// A UTF-8 byte that starts or is a control: C0, DEL, or the lead byte of C1 (0xC2) and of the
  /// bidirectional controls (0xD8 for U+061C, 0xE2 for U+200E–U+2069). Most text has none.
  private static func mayBeControl(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2
  }

  /// Consumes what follows an ESC: a CSI (`[` … final byte), an OSC or other
  /// string (`]`, `P`, `_`, `^` … BEL or ESC `\`), or one character.
  private static func skipEscapeSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
    guard let introducer = scalars.next() else { return }
    switch introducer {
    case "[":
      while let scalar = scalars.next(), !(0x40...0x7E).contains(scalar.value) {}
    case "]", "P", "_", "^":
      var previous: Unicode.Scalar?
      while let scalar = scalars.next() {
        if scalar.value == 0x07 || (previous?.value == 0x1B && scalar == "\\") { break }
        previous = scalar
      }
    default:
      break
    }
  }
}
