/// One of the options an intent offers with `requestChoice(between:dialog:)` (iOS 26).
///
/// By voice the options are read in order ("Delete, Keep, or Cancel?") and the
/// answer picks one by title, a near miss or position ("the first one"); saying
/// "cancel" or "never mind" leaves the request, as at any question.
///
/// ```swift
/// let choice = try await requestChoice(
///   between: [.init(title: "Delete", style: .destructive), .init(title: "Keep"), .cancel],
///   dialog: "Delete the note or keep it?")
/// ```
public struct IntentChoiceOption: Sendable, Hashable {
  /// How an option looks and what it means.
  public struct Style: Sendable, Hashable {
    let name: String
    public static let `default` = Style(name: "default")
    public static let destructive = Style(name: "destructive")
    public static let cancel = Style(name: "cancel")
  }

  public let title: LocalizedStringResource
  public let style: Style

  public init(title: LocalizedStringResource, style: Style = .default) {
    self.title = title
    self.style = style
  }

  /// The system's Cancel option.
  public static let cancel = IntentChoiceOption(title: "Cancel", style: .cancel)
}

extension AppIntent {
  /// Asks the person to choose one of `options` and waits for the answer.
  public func requestChoice(between options: [IntentChoiceOption], dialog: IntentDialog? = nil) async throws
    -> IntentChoiceOption
  {
    guard let run = IntentRun.current, !options.isEmpty else { throw IntentCancelledError() }
    guard case .value(let chosen) = try await run.ask(.choice(among: options, dialog: dialog)),
      let option = chosen as? IntentChoiceOption
    else { throw IntentCancelledError() }
    return option
  }
}
