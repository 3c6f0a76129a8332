/// What Siri says: a full dialog that stands alone when there is no screen,
/// and a supporting one shown or spoken beside visual output.
///
/// ```swift
/// IntentDialog(full: "\(note.title) says: \(summary)", supporting: "\(summary)")
/// let dialog: IntentDialog = "Deleted \(note.title)."   // both at once
/// ```
public struct IntentDialog: Sendable, Hashable, ExpressibleByStringInterpolation {
  /// Stands alone: spoken when voice is all there is.
  public var full: String
  /// Accompanies a screen; `nil` means the full text serves both.
  public var supporting: String?
  public var systemImageName: String?

  // Each text is said as an en-US device says it: `^[2 ticket](inflect: true)` agrees ("2 tickets"),
  // Foundation's en_001 "US$32.70" is "$32.70" (DeviceText).

  public init(_ resource: LocalizedStringResource) {
    full = DeviceText.said(resource.key)
  }

  public init(full: LocalizedStringResource, supporting: LocalizedStringResource, systemImageName: String? = nil) {
    self.full = DeviceText.said(full.key)
    self.supporting = DeviceText.said(supporting.key)
    self.systemImageName = systemImageName
  }

  public init(full: LocalizedStringResource, systemImageName: String? = nil) {
    self.full = DeviceText.said(full.key)
    self.systemImageName = systemImageName
  }

  public init(stringLiteral value: String) {
    full = DeviceText.said(value)
  }

  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    full = DeviceText.said(stringInterpolation.text)
  }

  /// The text for a context: the full dialog without a screen, the supporting one with it.
  public func text(isVoiceOnly: Bool) -> String {
    isVoiceOnly ? full : (supporting ?? full)
  }
}
