import CatalogFiles
import DialogEngine
import Foundation
import PhraseMatcher
import TestSupport
import Testing

@testable import DuoSayKit

/// An app imported from source says what its code would say: it asks with
/// its own questions, confirms, refuses when locked, needs the screen, and
/// answers with its parameters' values.
@Suite struct ImportedConversationTests {
  static let folder = Repository.fixtures.appendingPathComponent("Import/PantryApp").path

  func catalog() throws -> Catalog {
    try AppShortcutsImporter.importCatalog(files: [Self.folder], locale: nil, appName: "Pantry").catalog
  }

  func conversation(isVoiceOnly: Bool = true, isLocked: Bool = false) throws -> DialogSession {
    DialogSession(app: .scripted(try catalog()), options: SessionOptions(isVoiceOnly: isVoiceOnly, isLocked: isLocked))
  }

  @Test func aMissingValueIsAskedWithTheIntentsOwnQuestion() async throws {
    let pantry = try conversation()
    #expect(await pantry.respondSpoken(to: "list a shelf in pantry") == ["Which shelf should I read?"])
    #expect(await pantry.respondSpoken(to: "the larder") == ["Done."], "a count only the app has: never 'count things'")
  }

  @Test func aConfirmationIsAskedAndANoChangesNothing() async throws {
    let pantry = try conversation()
    #expect(await pantry.respondSpoken(to: "empty the freezer in pantry") == ["Throw out everything in the Freezer?"])
    #expect(await pantry.respondSpoken(to: "yes") == ["The Freezer is empty now."])
    #expect(await pantry.respondSpoken(to: "empty the fridge in pantry") == ["Throw out everything in the Fridge?"])
    #expect(await pantry.respondSpoken(to: "no") == ["OK, I won't."])
    let screen = try conversation(isVoiceOnly: false)
    _ = await screen.respondSpoken(to: "empty the fridge in pantry")
    #expect(await screen.respondSpoken(to: "sure") == ["Emptied."])
  }

  @Test func theLockAndTheScreenAreHonoured() async throws {
    let locked = try conversation(isLocked: true)
    #expect(
      await locked.respondSpoken(to: "what do i need from pantry") == ["You'll need to unlock your iPhone first."])
    let unlocked = try conversation()
    #expect(await unlocked.respondSpoken(to: "what do i need from pantry") == ["Done."])
    #expect(
      await unlocked.respondSpoken(to: "scan groceries with pantry") == [
        "Scan needs your iPhone's screen. Open Pantry on your iPhone to do that."
      ])
  }

  @Test func anAnswerBuiltAtRunTimeIsNeverAGuess() async throws {
    let folder = Repository.fixtures.appendingPathComponent("Import/RadioApp").path
    let catalog = try AppShortcutsImporter.importCatalog(files: [folder], locale: nil, appName: "Radio").catalog
    let radio = DialogSession(app: .scripted(catalog))
    let turn = await radio.respond(to: "what's playing in radio")
    #expect(turn.spokenText == ["Done."])
    #expect(turn.diagnostics.contains { $0.contains("builds its answer when the app runs") })
    #expect(await radio.respond(to: "clear my favorites in radio").spokenText == ["Clear all your favorite stations?"])
    #expect(await radio.respond(to: "yes").spokenText == ["Your favorites are cleared."])
  }

  @Test func theCatalogKeepsWhereEachShortcutAndPhraseIsDeclared() throws {
    let catalog = try catalog()
    #expect(catalog.shortcuts[0].source == "PantryShortcuts.swift:54")
    #expect(catalog.shortcuts[0].phraseSources == ["PantryShortcuts.swift:56", "PantryShortcuts.swift:56"])
    #expect(catalog.sourceLocation(of: "shortcuts[1].phrases[0]") == "PantryShortcuts.swift:60")
    #expect(catalog.shortcuts[0].prompts == ["shelf": "Which shelf should I read?"])
    #expect(catalog.types["Shelf"]?.values.map(\.id) == ["fridge", "freezer", "dry-cupboard"])
    let written = CatalogWriter.json(catalog)
    #expect(CatalogWriter.json(try CatalogLoader.decode(Data(written.utf8), file: "pantry.json")) == written)
  }
}

extension DialogSession {
  fileprivate func respondSpoken(to utterance: String) async -> [String] { await respond(to: utterance).spokenText }
}
