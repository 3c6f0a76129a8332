import DuoSay

/// Brewly's voice target: every duo-say command for Brewly's compiled intents.
@main
struct BrewlyVoice {
  static func main() async {
    await DuoSay.main(VoiceApp(BrewlyShortcuts.self, synonyms: ["Brewly Coffee"]) { _ in Cafe.shared.reset() })
  }
}
