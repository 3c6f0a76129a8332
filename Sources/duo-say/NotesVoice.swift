import DialogEngine
import DuoSay
import SampleApps

/// `duo-say` is the voice target of the bundled Notes app: the same few lines
/// any app's voice target has, plus the options of Notes' own store.
@main
enum NotesVoice {
  static func main() async {
    await DuoSay.main(app)
  }

  static let app = VoiceApp(
    NotesShortcuts.self, name: "Notes", synonyms: ["Notebook"],
    options: [
      .init("--store", valueName: "FILE", help: "The notes file (default: $XDG_DATA_HOME/duo-say/notes.json)."),
      .init("--reset", help: "Restore the seeded notes first."),
    ]
  ) { launch in
    // Tests and exports get a fresh folder: the seeded notes, nothing of yours touched.
    let path =
      launch.dataDirectory?.appendingPathComponent("notes.json").path ?? launch.value(of: "--store")
      ?? NoteStore.defaultPath()
    let store = try NoteStore(path: path, resetting: launch.isSet("--reset"))
    // A note another process writes is heard in a conversation that lasts, as the app tells Siri.
    store.watchForOtherWriters { NotesShortcuts.updateAppShortcutParameters() }
    NotesApp.register(store: store)
  }
}
