/// eSpeak NG's English phonemes (its ASCII names, as `Speaker.phonemes(of:)`
/// gives them) in the CMU phone set of pocketsphinx's dictionary: how a word
/// the dictionary lacks ("Brewly", "66") is taught to the recognizer.
///
/// ```swift
/// EspeakPhones.cmu("br'u:li")   // "B R UW L IY"
/// ```
public enum EspeakPhones {
  /// `phonemes` as CMU phones, or `nil` when none is left (only pauses and marks).
  public static func cmu(_ phonemes: String) -> String? {
    var phones: [String] = []
    let characters = Array(phonemes.unicodeScalars)
    var position = 0
    var skipping = false
    while position < characters.count {
      let scalar = characters[position]
      // A language switch, "(fr)…(en)", names no phoneme.
      if scalar == "(" { skipping = true }
      if skipping {
        if scalar == ")" { skipping = false }
        position += 1
        continue
      }
      var matched = false
      for length in stride(from: min(3, characters.count - position), through: 1, by: -1) {
        let key = String(String.UnicodeScalarView(characters[position..<position + length]))
        if let mapped = table[key] {
          phones += mapped.split(separator: " ").map(String.init)
          position += length
          matched = true
          break
        }
      }
      // Stress marks, lengths, pauses and boundaries carry no phone.
      if !matched { position += 1 }
    }
    return phones.isEmpty ? nil : phones.joined(separator: " ")
  }

  /// eSpeak NG's English phoneme names (US and British) and their CMU phones.
  static let table: [String: String] = [
    // Vowels with an r after them, and diphthongs.
    "aI@": "AY ER", "aI3": "AY ER", "aU@": "AW ER", "i@3": "IH R", "A@": "AA R", "e@": "EH R", "i@": "IH R",
    "o@": "AO R", "O@": "AO R", "U@": "UH R", "@L": "AH L", "aI": "AY", "aU": "AW", "eI": "EY", "oU": "OW",
    "OI": "OY", "A:": "AA", "3:": "ER", "i:": "IY", "u:": "UW", "O:": "AO", "a#": "AH", "aa": "AE", "a2": "AH",
    "@2": "AH", "@5": "AH", "@-": "AH", "I2": "IH", "I#": "IH", "e#": "EH", "0#": "AA",
    // Single vowels.
    "@": "AH", "3": "ER", "a": "AE", "A": "AA", "e": "EH", "E": "EH", "i": "IY", "I": "IH", "0": "AA",
    "O": "AO", "o": "OW", "U": "UH", "u": "UW", "V": "AH",
    // Consonants; a flap is a t or d, syllabic consonants are themselves.
    "tS": "CH", "dZ": "JH", "t#": "T", "d#": "D", "r-": "R", "n-": "N", "m-": "M", "l-": "L", "hw": "W",
    "b": "B", "d": "D", "D": "DH", "f": "F", "g": "G", "h": "HH", "j": "Y", "k": "K", "l": "L", "m": "M",
    "n": "N", "N": "NG", "p": "P", "r": "R", "s": "S", "S": "SH", "t": "T", "T": "TH", "v": "V", "w": "W",
    "z": "Z", "Z": "ZH", "x": "K",
  ]
}
