import DuoSay

/// Brewly's voice target: every duo-say command for Brewly's compiled intents.
@main
struct BrewlyVoice {
  static func main() async {
    await DuoSay.main(
      VoiceApp(BrewlyShortcuts.self, synonyms: ["Brewly Coffee"], setUp: { _ in Cafe.shared.reset() }) { _ in
        // The menu, with the drink of the day open beside it; closed, the drink alone (what Siri can see of it
        // in each pose is duo-say's to work out). Brewly's views annotate both with appEntityIdentifier.
        let drinks = Cafe.menu.map { EntityIdentifier(for: DrinkEntity.self, identifier: $0.id) }
        return [AppWindow(OnscreenContent(item: drinks.first, rows: drinks))]
      })
  }
}
