/// What the app's screen shows, as its views tell Siri: the item a screen is given to, and
/// the rows of a list.
///
/// ```swift
/// // The note open in the detail pane, and the list beside it.
/// options.onscreen = OnscreenContent(
///   item: EntityIdentifier(for: NoteEntity.self, identifier: "groceries"),
///   rows: notes.map { EntityIdentifier(for: NoteEntity.self, identifier: $0.id) })
/// ```
///
/// The two are Apple's two annotations: `item` is a detail view's `.appEntityIdentifier(_:)`
/// (or the `appEntityIdentifier` of the `NSUserActivity` of a screen given to one item), `rows`
/// a list's `.appEntityIdentifier(forSelectionType:identifier:)`. Declare the split view's
/// state once; what Siri can see of it depends on the pose (``visible(in:)``).
public struct OnscreenContent: Sendable, Hashable {
  /// The item the screen is given to: the note open in the detail pane.
  public var item: EntityIdentifier?
  /// The list's rows, in order.
  public var rows: [EntityIdentifier]

  public init(item: EntityIdentifier? = nil, rows: [EntityIdentifier] = []) {
    self.item = item
    self.rows = rows
  }

  /// Whether the screen shows nothing Siri can refer to.
  public var isEmpty: Bool { item == nil && rows.isEmpty }

  /// What Siri can see in `pose`, the item the screen is given to first (`isFocused`).
  ///
  /// As the seeds measured on the foldable: closed, the split view collapses to the open
  /// item and the list leaves the view tree, so only the item is seen (the rows when no
  /// item is open); open, the rows and the item (the item's own row counted once, as the
  /// item). By voice nothing is on screen. Apple leaves unverified how Siri weighs the
  /// detail pane against the list (and `isSelected` was false for all four annotations in
  /// the measured run), so duo-say assumes "this" means the open item, then a row.
  public func visible(in pose: Pose) -> [(identifier: EntityIdentifier, isFocused: Bool)] {
    let rows = rows.filter { $0 != item }.map { (identifier: $0, isFocused: false) }
    let shown = item.map { [(identifier: $0, isFocused: true)] } ?? []
    switch pose {
    case .voice: return []
    case .closed: return shown.isEmpty ? rows : shown
    case .open: return shown + rows
    }
  }
}
