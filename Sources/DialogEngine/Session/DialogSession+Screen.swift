import PhraseMatcher

/// What is on screen, window by window: found in the app, and changed by an intent that opens an entity.
extension DialogSession {
  /// Finds every entity the app's screen shows, in any pose; throws for one the app does not
  /// have (an unknown type, an id no query returns), naming what exists.
  ///
  /// ```swift
  /// try await session.checkOnscreen()   // before the first utterance
  /// ```
  public func checkOnscreen() async throws(OnscreenError) {
    for identifier in screen.identifiers {
      _ = try await app.shown(identifier)
    }
  }

  /// What Siri can see on screen now, found once; shown entities the app's phrases do not list
  /// are added to its values, so "this" can stand for them.
  func shownOnscreen() async -> [(value: OnscreenValue, entity: ShownEntity)] {
    if let shown { return shown }
    var found: [(value: OnscreenValue, entity: ShownEntity)] = []
    var added = false
    for (identifier, isFocused) in screen.visible(in: options.pose) {
      do {
        let entity = try await app.shown(identifier)
        added = app.adding(entity) || added
        let value = OnscreenValue(
          typeName: entity.typeName, id: entity.value.id, title: entity.value.title, isFocused: isFocused)
        found.append((value, entity))
      } catch {
        diagnostics.append("on screen: \(error)")
      }
    }
    if added { matcher = Matcher(app.catalog, embedder: options.embedder) }
    shown = found
    return found
  }

  /// Where a foreground intent lands, as a reply naming the window when there is a choice of
  /// one, and the screen after it: an open intent's window comes forward showing its target
  /// (as `onAppIntentExecution` sets the selection), so "this" then means what it opened.
  func land(_ prepared: Prepared) async -> String {
    let display = options.pose.display ?? "the screen"
    let target = Self.target(of: prepared.intent)
    var landing = WindowLanding.front
    if let routed = prepared.intent as? any TargetContentProvidingIntent {
      landing = screen.route(routed.contentIdentifier, target: target, in: options.pose) { shown, target in
        shown.identifier == target.identifier && app.typeKey(for: shown.typeName) == app.typeKey(for: target.typeName)
      }
    }
    let opens = "\(app.catalog.app.name) opens on \(display)"
    let sentence: String
    switch landing {
    case .front where options.pose == .open && screen.windows.count > 1: sentence = opens + ", in the front window."
    case .front: sentence = opens + "."
    case .showing(let index):
      if let item = screen.windows[index].content.item {
        sentence = opens + ", in the window that shows \(await title(of: item))."
      } else {
        sentence = opens + ", in the window that prefers it."
      }
    case .allowed: sentence = opens + ", in another window."
    case .new: sentence = opens + ", in a new window."
    }
    if target != nil || landing != .front {
      screen.bringForward(landing, showing: target)
      shown = nil
    }
    return sentence
  }

  /// The entity an `OpenIntent` opens, when its target is one.
  static func target(of intent: any AppIntent) -> EntityIdentifier? {
    guard let open = intent as? any OpenIntent, let entity = open.target as? any AppEntity else { return nil }
    return IntentDonationManager.identifier(of: entity)
  }

  /// What the person calls the entity `identifier` names: its title, else its id.
  private func title(of identifier: EntityIdentifier) async -> String {
    (try? await app.shown(identifier).value.title) ?? identifier.identifier
  }
}
