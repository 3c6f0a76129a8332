/// A dialog's text as an en-US device says and shows it.
///
/// Automatic grammar agreement is applied (``GrammarAgreement``), and what
/// Foundation on Linux formats differently is put back: `Locale.current` there
/// is always `en_001`, whose `.currency(code: "USD")` writes "US$32.70" where an
/// en-US device writes "$32.70". (Its dates read day first, "10 Mar 2026": an app
/// that formats dates should pass `Locale(identifier: "en_US")` to get the
/// device's order; duo-say does not guess at dates in text.)
///
/// ```swift
/// DeviceText.said("Your total is US$32.70 for ^[2 ticket](inflect: true).")
/// // "Your total is $32.70 for 2 tickets."
/// ```
enum DeviceText {
  static func said(_ text: String) -> String {
    let agreed = GrammarAgreement.resolving(text)
    guard agreed.contains("US$") else { return agreed }
    return agreed.replacing(/US\$(?=\d)/, with: "$")
  }
}
