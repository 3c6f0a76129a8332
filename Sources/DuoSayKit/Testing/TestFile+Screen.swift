import DialogEngine

extension TestFile.Device {
  /// What the app's windows show, as `--onscreen`, `--onscreen-row` and `--window` (or the
  /// `.tests` directives of the same names) say.
  ///
  /// ```
  /// ## open, "delete it" is the note in the detail pane @open @onscreen:Note:groceries @onscreen-row:Note:recipes
  /// ## closed, the list alone @closed @onscreen-row:Note:groceries @onscreen-row:Note:recipes
  /// ## two windows side by side @open @onscreen:Note:groceries @window:Note:recipes
  /// ```
  public struct Screen: Sendable, Equatable {
    /// How a named entity is shown.
    public enum Shown: String, Sendable, CaseIterable {
      /// The front window's open item (the detail pane); given again, a row of its list.
      case onscreen
      /// A row of the front window's list.
      case row = "onscreen-row"
      /// The open item of another window, beside the front one on the inner display.
      case window

      /// `@onscreen-row:`
      public var directive: String { "@\(rawValue):" }
      /// `--onscreen-row`
      public var option: String { "--\(rawValue)" }

      /// The kind a directive (`@window:Note:recipes`) starts with.
      init?(directive: some StringProtocol) {
        guard let shown = Self.allCases.first(where: { directive.hasPrefix($0.directive) }) else { return nil }
        self = shown
      }
    }

    /// The front window: its open item and its list's rows.
    public var front = OnscreenContent()
    /// The items of the other windows, in order.
    public var others: [EntityIdentifier] = []

    public init() {}

    /// This screen with `identifier` shown as `shown` says.
    public func showing(_ identifier: EntityIdentifier, as shown: Shown) -> Screen {
      var screen = self
      switch shown {
      case .onscreen where screen.front.item == nil: screen.front.item = identifier
      case .onscreen, .row: screen.front.rows.append(identifier)
      case .window: screen.others.append(identifier)
      }
      return screen
    }

    /// The app's windows, the front one first.
    public var windows: [AppWindow] {
      [AppWindow(front)] + others.map { AppWindow(OnscreenContent(item: $0)) }
    }
  }
}
