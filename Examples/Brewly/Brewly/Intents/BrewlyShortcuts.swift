#if DUO_SAY
  import DialogEngine
#else
  import AppIntents
#endif

/// Brewly's App Shortcuts: what people can say to Siri without setting anything up.
struct BrewlyShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OrderDrinkIntent(),
      phrases: [
        "Order a \(\.$drink) in \(.applicationName)",
        "Get me a \(\.$drink) from \(.applicationName)",
        "Order a coffee in \(.applicationName)",
      ],
      shortTitle: "Order a Drink", systemImageName: "cup.and.saucer")
    AppShortcut(
      intent: OrderUsualIntent(),
      phrases: ["Order my usual in \(.applicationName)", "Get my usual from \(.applicationName)"],
      shortTitle: "Order My Usual", systemImageName: "arrow.clockwise")
    AppShortcut(
      intent: OrderStatusIntent(),
      phrases: ["Where is my order in \(.applicationName)", "What's the status of my \(.applicationName) order"],
      shortTitle: "Order Status", systemImageName: "clock")
    AppShortcut(
      intent: CancelOrderIntent(),
      phrases: ["Cancel my order in \(.applicationName)", "Cancel my \(.applicationName) order"],
      shortTitle: "Cancel Order", systemImageName: "xmark.circle")
    AppShortcut(
      intent: CheckStarsIntent(),
      phrases: ["How many stars do I have in \(.applicationName)", "Check my \(.applicationName) stars"],
      shortTitle: "Check Stars", systemImageName: "star")
    AppShortcut(
      intent: RedeemRewardIntent(),
      phrases: ["Redeem a free drink in \(.applicationName)", "Use my stars in \(.applicationName)"],
      shortTitle: "Redeem a Free Drink", systemImageName: "gift")
    AppShortcut(
      intent: SetPickupStoreIntent(),
      phrases: ["Pick up at \(\.$store) in \(.applicationName)", "Change my pickup store in \(.applicationName)"],
      shortTitle: "Set Pickup Store", systemImageName: "mappin")
    AppShortcut(
      intent: ShowMenuIntent(),
      phrases: ["Show the menu in \(.applicationName)", "Open the \(.applicationName) menu"],
      shortTitle: "Show the Menu", systemImageName: "menucard")
    AppShortcut(
      intent: SyncMenuIntent(),
      phrases: ["Update the menu in \(.applicationName)", "Refresh \(.applicationName)"],
      shortTitle: "Update the Menu", systemImageName: "arrow.triangle.2.circlepath")
    AppShortcut(
      intent: SchedulePickupIntent(),
      phrases: ["Schedule a pickup in \(.applicationName)", "Order ahead in \(.applicationName)"],
      shortTitle: "Schedule a Pickup", systemImageName: "calendar")
  }
}
