import Foundation

/// A web address as people say it ("apple dot com slash iphone", "w w w dot
/// bbc dot co dot uk", "h t t p s colon slash slash swift dot org") or as a
/// recognizer writes it ("github.com"). Without a scheme it is `https`.
///
/// ```swift
/// SpokenURL.read("developer dot apple dot com slash documentation")
/// // https://developer.apple.com/documentation
/// ```
public enum SpokenURL {
  /// The address, or `nil` when the words name no host with a top-level domain (or `localhost`).
  public static func read(_ spoken: String) -> URL? {
    guard spoken.count <= ValueWords.maximumLength else { return nil }
    let raw = spoken.split(whereSeparator: \.isWhitespace).map { word in
      var word = Substring(word)
      while let last = word.last, [",", ".", "!", "?"].contains(last) { word = word.dropLast() }
      return String(word)
    }
    var text = ""
    for word in ValueWords.droppingHedges(raw) {
      let lower = word.lowercased()
      if let mark = marks[lower] {
        text += mark
      } else {
        // A path keeps its case; spoken words and host names do not.
        text += word.contains("/") ? word : lower
      }
    }
    let address = text.contains("://") ? text : "https://" + text
    guard let url = URL(string: address), let scheme = url.scheme, ["http", "https"].contains(scheme),
      let host = url.host, isHost(host)
    else { return nil }
    return url
  }

  /// Labels of letters, digits and hyphens, the last one of two letters or more; or `localhost`.
  static func isHost(_ host: String) -> Bool {
    if host == "localhost" { return true }
    let labels = host.split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2, let top = labels.last, top.count >= 2, top.allSatisfy(\.isLetter) else { return false }
    return labels.allSatisfy { label in
      !label.isEmpty && label.count <= 63
        && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    }
  }

  /// Words said for the marks of an address. Extend here.
  static let marks: [String: String] = [
    "dot": ".", "period": ".", "slash": "/", "forward": "", "colon": ":", "dash": "-", "hyphen": "-",
    "underscore": "_", "tilde": "~",
  ]
}
