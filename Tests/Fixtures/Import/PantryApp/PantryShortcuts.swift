import AppIntents

// A pantry app in the shapes real intents have: an enum asked for with its
// requestValueDialog, a confirmation before a change, a locked intent, one
// that opens the app, and answers that name their parameters.

enum Shelf: String, AppEnum {
  case fridge, freezer, cupboard = "dry-cupboard"
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
  static let caseDisplayRepresentations: [Shelf: DisplayRepresentation] = [
    .fridge: "Fridge", .freezer: "Freezer", .cupboard: DisplayRepresentation(title: "Cupboard", synonyms: ["larder"]),
  ]
}

struct ListShelfIntent: AppIntent {
  static let title: LocalizedStringResource = "List Shelf"
  @Parameter(title: "Shelf", requestValueDialog: IntentDialog("Which shelf should I read?"))
  var shelf: Shelf

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let items = Pantry.shared.items(on: shelf)
    return .result(dialog: "On the \(shelf.rawValue) you have \(items.count) things.")
  }
}

struct EmptyShelfIntent: AppIntent {
  static let title: LocalizedStringResource = "Empty Shelf"
  @Parameter(title: "Shelf") var shelf: Shelf

  func perform() async throws -> some IntentResult & ProvidesDialog {
    try await requestConfirmation(actionName: .delete, dialog: "Throw out everything in the \(shelf)?")
    Pantry.shared.empty(shelf)
    return .result(dialog: IntentDialog(full: "The \(self.shelf) is empty now.", supporting: "Emptied."))
  }
}

struct ShoppingListIntent: AppIntent {
  static let title: LocalizedStringResource = "Shopping List"
  static var authenticationPolicy: IntentAuthenticationPolicy { .requiresAuthentication }

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "You need \(Pantry.shared.missing.count) things.")
  }
}

struct ScanIntent: AppIntent {
  static let title: LocalizedStringResource = "Scan"
  static let openAppWhenRun: Bool = true
  func perform() async throws -> some IntentResult { .result() }
}

struct PantryShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: ListShelfIntent(),
      phrases: ["What's in the \(\.$shelf) in \(.applicationName)", "List a shelf in \(.applicationName)"],
      shortTitle: "List Shelf", systemImageName: "list.bullet")
    AppShortcut(
      intent: EmptyShelfIntent(),
      phrases: ["Empty the \(\.$shelf) in \(.applicationName)"],
      shortTitle: "Empty Shelf", systemImageName: "trash")
    AppShortcut(intent: ShoppingListIntent(), phrases: ["What do I need from \(.applicationName)"], shortTitle: "Shopping List", systemImageName: "cart")
    AppShortcut(intent: ScanIntent(), phrases: ["Scan groceries with \(.applicationName)"], shortTitle: "Scan", systemImageName: "barcode")
  }
}
