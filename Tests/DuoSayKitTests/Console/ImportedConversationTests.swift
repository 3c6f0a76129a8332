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

  func conversation(isVoiceOnly: Bool = true, isLocked: Bool = false) throws -> ScriptedConversation {
    let catalog = try AppShortcutsImporter.importCatalog(files: [Self.folder], locale: nil, appName: "Pantry").catalog
    return ScriptedConversation(catalog: catalog, isVoiceOnly: isVoiceOnly, isLocked: isLocked)
  }

  @Test func aMissingValueIsAskedWithTheIntentsOwnQuestion() throws {
    var pantry = try conversation()
    #expect(pantry.respond(to: "list a shelf in pantry").spokenText == ["Which shelf should I read?"])
    #expect(pantry.respond(to: "the larder").spokenText == ["On the Cupboard you have count things."])
  }

  @Test func aConfirmationIsAskedAndANoChangesNothing() throws {
    var pantry = try conversation()
    #expect(pantry.respond(to: "empty the freezer in pantry").spokenText == ["Throw out everything in the Freezer?"])
    #expect(pantry.respond(to: "yes").spokenText == ["The Freezer is empty now."])
    #expect(pantry.respond(to: "empty the fridge in pantry").spokenText == ["Throw out everything in the Fridge?"])
    #expect(pantry.respond(to: "no").spokenText == ["OK, I won't."])
    var screen = try conversation(isVoiceOnly: false)
    _ = screen.respond(to: "empty the fridge in pantry")
    #expect(screen.respond(to: "sure").spokenText == ["Emptied."])
  }

  @Test func theLockAndTheScreenAreHonoured() throws {
    var locked = try conversation(isLocked: true)
    #expect(locked.respond(to: "what do i need from pantry").spokenText == ["You'll need to unlock your iPhone first."])
    var unlocked = try conversation()
    #expect(unlocked.respond(to: "what do i need from pantry").spokenText == ["You need count things."])
    #expect(
      unlocked.respond(to: "scan groceries with pantry").spokenText == [
        "Scan needs your iPhone's screen. Open Pantry on your iPhone to do that."
      ])
  }

  @Test func theCatalogKeepsWhereEachShortcutAndPhraseIsDeclared() throws {
    let catalog = try conversation().catalog
    #expect(catalog.shortcuts[0].source == "PantryShortcuts.swift:54")
    #expect(catalog.shortcuts[0].phraseSources == ["PantryShortcuts.swift:56", "PantryShortcuts.swift:56"])
    #expect(catalog.sourceLocation(of: "shortcuts[1].phrases[0]") == "PantryShortcuts.swift:60")
    #expect(catalog.shortcuts[0].prompts == ["shelf": "Which shelf should I read?"])
    #expect(catalog.types["Shelf"]?.values.map(\.id) == ["fridge", "freezer", "dry-cupboard"])
    let written = CatalogWriter.json(catalog)
    #expect(CatalogWriter.json(try CatalogLoader.decode(Data(written.utf8), file: "pantry.json")) == written)
  }
}
