#if DUO_SAY
  import DialogEngine
#else
  import AppIntents
#endif

/// Says how many reward stars the customer has.
struct CheckStarsIntent: AppIntent {
  static let title: LocalizedStringResource = "Check Stars"

  func perform() async throws -> some IntentResult & ProvidesDialog & ReturnsValue<Int> {
    let stars = Cafe.shared.stars
    let more = Cafe.rewardPrice - stars
    let next = more > 0 ? " \(more) more for a free drink." : " That's enough for a free drink."
    return .result(
      value: stars, dialog: IntentDialog(full: "You have \(stars) stars.\(next)", supporting: "\(stars) stars"))
  }
}

/// Spends stars on a free drink: the phone must be unlocked.
struct RedeemRewardIntent: AppIntent {
  static let title: LocalizedStringResource = "Redeem a Free Drink"
  static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication

  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard Cafe.shared.redeemReward() else { throw BrewlyError.notEnoughStars(Cafe.shared.stars) }
    return .result(dialog: "Your next drink is on us. You have \(Cafe.shared.stars) stars left.")
  }
}

/// Changes the store orders are picked up from.
struct SetPickupStoreIntent: AppIntent {
  static let title: LocalizedStringResource = "Set Pickup Store"

  @Parameter(title: "Store", requestValueDialog: "Which store should I send your orders to?")
  var store: StoreEntity

  func perform() async throws -> some IntentResult & ProvidesDialog {
    Cafe.shared.setPickupStore(store.id)
    return .result(dialog: "OK, I'll send your orders to \(store.name) on \(store.street).")
  }
}

/// Opens the menu in the app: it needs the screen.
struct ShowMenuIntent: AppIntent {
  static let title: LocalizedStringResource = "Show the Menu"
  static let openAppWhenRun = true

  func perform() async throws -> some IntentResult {
    .result()
  }
}

/// Downloads today's menu and prices, page by page, reporting progress.
struct SyncMenuIntent: AppIntent, ProgressReportingIntent {
  static let title: LocalizedStringResource = "Update the Menu"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    progress.totalUnitCount = Int64(Cafe.menuPages)
    for page in 1...Cafe.menuPages {
      try await Task.sleep(for: .milliseconds(300))
      try Task.checkCancellation()
      progress.completedUnitCount = Int64(page)
    }
    return .result(dialog: "The menu is up to date: \(Cafe.menu.count) drinks.")
  }
}
