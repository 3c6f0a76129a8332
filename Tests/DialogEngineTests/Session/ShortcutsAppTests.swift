import Foundation
import PhraseMatcher
import Testing

@testable import DialogEngine

extension AppDependencySuites {
  @Suite struct ShortcutsAppTests {
    @Test func aSwiftAppBecomesACatalog() async throws {
      let store = FixtureNoteStore.seeded()
      AppDependencyManager.shared.add(dependency: store)
      let app = try await ShortcutsApp.load(FixtureShortcuts.self, name: "Notes", synonyms: ["Notebook"])
      let catalog = app.catalog
      #expect(catalog.app == .init(name: "Notes", synonyms: ["Notebook"]))
      #expect(catalog.shortcuts.count == 12)
      let read = try #require(catalog.shortcuts.first)
      #expect(read.intent == "ReadFixtureNoteIntent")
      #expect(read.shortTitle == "Read Note" && read.systemImageName == "text.bubble")
      #expect(
        read.phrases.map(\.description) == [
          "Read a note in ${applicationName}", "What's in my ${note} note in ${applicationName}",
        ])
      #expect(read.parameters == ["note": "FixtureNoteEntity"])
      let notes = try #require(catalog.types["FixtureNoteEntity"])
      #expect(notes.kind == .entity && notes.name == "Note")
      #expect(notes.values.map(\.title) == ["Groceries", "Kitchen Light", "Kitchen Lights", "Passwords"])
      #expect(notes.values[0].synonyms == ["shopping list"])
      // Properties are read for the file an export writes, not for a conversation.
      #expect(notes.values[0].properties.isEmpty)
      let exported = try #require(app.exportedCatalog.types["FixtureNoteEntity"])
      #expect(exported.values[0].properties == ["title": "Groceries", "body": "milk, eggs and bread"])
      #expect(catalog.types["FixtureSection"]?.kind == .enum)
      #expect(catalog.types["FixtureSection"]?.values.map(\.title) == ["Inbox", "Archive"])
      #expect(catalog.negativePhrases == ["Send a note to my grocery store"])
      #expect(catalog.problems.isEmpty)
    }

    @Test func updateAppShortcutParametersRefreshesTheValues() async throws {
      let store = FixtureNoteStore.seeded()
      AppDependencyManager.shared.add(dependency: store)
      let before = try await ShortcutsApp.load(FixtureShortcuts.self, name: "Notes")
      #expect(!before.isStale)
      store.add(FixtureNote(id: UUID(), title: "Holiday", body: "pack"))
      FixtureShortcuts.updateAppShortcutParameters()
      #expect(before.isStale)
      let after = try await ShortcutsApp.load(FixtureShortcuts.self, name: "Notes")
      #expect(!after.isStale)
      #expect(after.catalog.types["FixtureNoteEntity"]?.values.contains { $0.title == "Holiday" } == true)
      #expect(PhraseIndex(after.catalog).match("what's in my holiday note in notes").best != nil)
    }

    @Test func parameterSummariesAndDialogsKeepTheirText() {
      #expect(OpenFixtureNoteIntent.parameterSummary.template == "Open ${target}")
      let dialog = IntentDialog(full: "Full text", supporting: "Short")
      #expect(dialog.text(isVoiceOnly: true) == "Full text" && dialog.text(isVoiceOnly: false) == "Short")
      let single: IntentDialog = "Deleted \("Groceries")."
      #expect(single.text(isVoiceOnly: false) == "Deleted Groceries.")
      #expect(
        ReadFixtureNoteIntent.supportedModes == .background && OpenFixtureNoteIntent.supportedModes == .foreground)
      #expect(CreateFixtureNoteIntent.authenticationPolicy == .alwaysAllowed)
      #expect(LocalizedStringResource("\(placeholder: .int) sessions", table: "AppIntents").key == "%lld sessions")
    }
  }
}
