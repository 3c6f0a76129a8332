/// One window of the app (a SwiftUI scene): what it shows, and which intents it prefers
/// and allows, as `handlesExternalEvents(preferring:allowing:)` declares them.
///
/// ```swift
/// // Two windows on the inner display: Groceries in front, Recipes beside it.
/// options.windows = [
///   AppWindow(OnscreenContent(item: EntityIdentifier(for: NoteEntity.self, identifier: "groceries"))),
///   AppWindow(OnscreenContent(item: EntityIdentifier(for: NoteEntity.self, identifier: "recipes"))),
/// ]
/// ```
///
/// A foreground intent that adopts `TargetContentProvidingIntent` goes to the window whose
/// `preferring` set holds its `contentIdentifier`, else to the front window when it allows the
/// identifier, else to another that does, else to a new window (``AppScreen/route(_:target:in:isSame:)``).
public struct AppWindow: Sendable, Hashable {
  /// What the window shows: its open item and its list's rows.
  public var content: OnscreenContent
  /// The content identifiers the window prefers (`preferring:`). `nil`, as in the seeds'
  /// pattern (`preferring: [contentIdentifier(for: selection)]`): the window prefers an
  /// intent whose `target` is the item it shows.
  public var preferring: Set<String>?
  /// The content identifiers the window accepts (`allowing:`); `"*"` accepts every one.
  public var allowing: Set<String>

  public init(
    _ content: OnscreenContent = OnscreenContent(), preferring: Set<String>? = nil, allowing: Set<String> = ["*"]
  ) {
    self.content = content
    self.preferring = preferring
    self.allowing = allowing
  }

  func allows(_ contentIdentifier: String) -> Bool {
    allowing.contains("*") || allowing.contains(contentIdentifier)
  }
}

/// Where a foreground intent lands among the app's windows.
enum WindowLanding: Equatable {
  /// The front window, the only one the pose shows, or the one that allowed it first.
  case front
  /// Another window, already showing the intent's content (it prefers it).
  case showing(Int)
  /// Another window that allows it, none preferring it.
  case allowed(Int)
  /// No window takes it: the inner display opens a new one.
  case new
}

/// The app's windows, the front one first: what the screen shows in a pose, and where an
/// intent that brings the app forward lands.
struct AppScreen: Sendable {
  var windows: [AppWindow]

  /// The front window's content.
  var front: OnscreenContent { windows.first?.content ?? OnscreenContent() }

  /// Every entity any window shows, each once.
  var identifiers: [EntityIdentifier] {
    var seen = Set<EntityIdentifier>()
    return windows.flatMap { [$0.content.item].compactMap { $0 } + $0.content.rows }.filter { seen.insert($0).inserted }
  }

  /// What Siri can see in `pose`: the front window as ``OnscreenContent/visible(in:)`` says;
  /// open, also the item of each window beside it (after the front window's rows). Closed,
  /// the outer display shows the front window alone.
  func visible(in pose: Pose) -> [(identifier: EntityIdentifier, isFocused: Bool)] {
    var visible = front.visible(in: pose)
    guard pose == .open else { return visible }
    for item in windows.dropFirst().compactMap(\.content.item) where !visible.contains(where: { $0.identifier == item })
    {
      visible.append((item, false))
    }
    return visible
  }

  /// Where an intent with `contentIdentifier` (and `target`, when it opens an entity) lands in
  /// `pose`. Closed, the outer display has one window: the front one. Open, SwiftUI's order:
  /// a window that prefers it, else the front window if it allows it, else another that does,
  /// else a new window.
  func route(
    _ contentIdentifier: String, target: EntityIdentifier?, in pose: Pose,
    isSame: (EntityIdentifier, EntityIdentifier) -> Bool
  ) -> WindowLanding {
    guard pose == .open, !windows.isEmpty else { return .front }
    let prefers = windows.map { window in
      if let preferring = window.preferring { return preferring.contains(contentIdentifier) }
      guard let target, let item = window.content.item else { return false }
      return isSame(item, target)
    }
    if let index = prefers.firstIndex(of: true) { return index == 0 ? .front : .showing(index) }
    if windows[0].allows(contentIdentifier) { return .front }
    if let index = windows.indices.dropFirst().first(where: { windows[$0].allows(contentIdentifier) }) {
      return .allowed(index)
    }
    return .new
  }

  /// The screen once the window `landing` names has come to the front showing `target`, as an
  /// app's `onAppIntentExecution` sets its selection to an open intent's target.
  mutating func bringForward(_ landing: WindowLanding, showing target: EntityIdentifier?) {
    var window: AppWindow
    switch landing {
    case .front: window = windows.isEmpty ? AppWindow() : windows.removeFirst()
    case .showing(let index), .allowed(let index): window = windows.remove(at: index)
    case .new: window = AppWindow()
    }
    if let target { window.content.item = target }
    windows.insert(window, at: 0)
  }
}
