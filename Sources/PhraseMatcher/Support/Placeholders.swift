/// `template` with each `${name}` replaced by what `replacement` gives for
/// `name`; a placeholder it gives `nil` for stays as written. The one reader
/// of the strings-file placeholders in dialogs and negative phrases.
///
/// ```swift
/// replacingPlaceholders(in: "Parking started in ${zone}.") { $0 == "zone" ? "Downtown" : nil }
/// // "Parking started in Downtown."
/// ```
package func replacingPlaceholders(in template: String, _ replacement: (Substring) -> String?) -> String {
  var result = ""
  var rest = Substring(template)
  while let open = rest.firstRange(of: "${"), let close = rest[open.upperBound...].firstIndex(of: "}") {
    result += rest[..<open.lowerBound]
    result += replacement(rest[open.upperBound..<close]) ?? String(rest[open.lowerBound...close])
    rest = rest[rest.index(after: close)...]
  }
  return result + rest
}
