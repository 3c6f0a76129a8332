import PhraseMatcher
import TestSupport
import Testing

@testable import DuoSayKit

/// What an imported shortcut answers is what its app says when the request succeeds; when the
/// app's state decides, the catalog says so, and it never speaks a failure branch as the answer.
@Suite struct ImportedAnswerTests {
  static let catalog = Result { try AppShortcutsImporter.importCatalog(files: [focusApp], locale: nil).catalog }
  static let focusApp = Repository.fixtures.appendingPathComponent("Import/FocusApp").path

  func shortcut(_ intent: String) throws -> Catalog.Shortcut {
    try #require(try Self.catalog.get().shortcuts.first { $0.intent == intent })
  }

  @Test func anEarlyExitIsNoAnswerAndTheSuccessOfAnIfElseIs() throws {
    // `if timer.isRunning { return "You already have…" }` then the run's own answer.
    #expect(try shortcut("StartSessionIntent").dialog?.full == "Started a ${minutes}-minute session.")
    #expect(try shortcut("StartSessionIntent").dialogIsBuiltAtRunTime == false)
    // `if await save() { "Session saved." } else { "Saving the session failed." }`.
    #expect(try shortcut("SaveSessionIntent").dialog?.full == "Session saved.")
    #expect(try shortcut("SaveSessionIntent").dialogIsBuiltAtRunTime == false)
  }

  @Test func branchesThatSayDifferentThingsLeaveTheAnswerToTheRunningApp() throws {
    let status = try shortcut("SessionStatusIntent")
    #expect(status.dialogIsBuiltAtRunTime)
    #expect(status.dialog?.full != "No session is running.")
    // A ternary's two sides are the app's choice when it runs.
    #expect(try shortcut("ToggleBreakIntent").dialogIsBuiltAtRunTime)
  }

  @Test func aDialogKeptInAConstantOrJoinedWithPlusIsRead() throws {
    let share = try shortcut("ShareSummaryIntent")
    #expect(share.dialog == .init(full: "I shared today's summary.", supporting: "Shared."))
    #expect(!share.dialogIsBuiltAtRunTime)
    let today = try shortcut("TodayIntent")
    #expect(today.dialog?.full == "Today you focused for … minutes")
    #expect(today.dialogIsBuiltAtRunTime)
  }

  @Test func intentDialogMembersAreLookedUpByNameAndLabels() throws {
    // `.syncFinished` inside the loop, not `.syncTimedOut` at the end nor `.syncUnavailable` in the guard.
    #expect(try shortcut("SyncIntent").dialog?.full == "Your sessions are in sync.")
    #expect(try shortcut("SyncIntent").dialogIsBuiltAtRunTime == false)
    // `.syncFinished(count:)` is the function, not the property of the same name.
    #expect(try shortcut("SyncCountIntent").dialog?.full == "Synced … sessions.")
    #expect(try shortcut("SyncCountIntent").dialogIsBuiltAtRunTime)
  }

  @Test func anEmptyDialogSaysNothingOfItsOwn() throws {
    // `.result(opensIntent: …, dialog: IntentDialog(""))`: no words, and none built at run time.
    #expect(try shortcut("PlanTomorrowIntent").dialog == nil)
    #expect(try shortcut("PlanTomorrowIntent").dialogIsBuiltAtRunTime == false)
  }

  @Test func aKeyTheAppsStringsFilesTranslateIsReadAsItsWords() throws {
    // `IntentDialog(LocalizedStringResource("dialog.break.reminder"))` with the key in
    // Localizable.xcstrings, and a short title's key in en.lproj/Localizable.strings.
    #expect(try shortcut("StretchIntent").dialog?.full == "Time to stretch your legs.")
    #expect(try shortcut("StretchIntent").dialogIsBuiltAtRunTime == false)
    #expect(try shortcut("StretchIntent").shortTitle == "Stretch")
    // An English text with only other languages' translations stays as it is.
    #expect(try shortcut("SaveSessionIntent").dialog?.full == "Session saved.")
  }

  @Test func ofTwoIntentsWithOneNameTheAppsCountsNotTheWidgets() throws {
    #expect(try shortcut("EndSessionIntent").dialog?.full == "Session ended. Well done.")
  }

  @Test func theAppTargetNamesTheAppInItsShippingConfiguration() throws {
    // Not the widget's or the watch app's display name, nor the Debug configuration's.
    #expect(try Self.catalog.get().app.name == "Deep Work")
  }

  @Test func withoutAReleaseConfigurationTheListsDefaultShips() throws {
    let project = """
      { objects = {
        T = { isa = PBXNativeTarget; name = Guard; productType = "com.apple.product-type.application";
              buildConfigurationList = L; };
        L = { isa = XCConfigurationList; buildConfigurations = (D, P); defaultConfigurationName = Prod; };
        D = { isa = XCBuildConfiguration; name = Dev; buildSettings = { APP_NAME = "Guard Dev";
              INFOPLIST_KEY_CFBundleDisplayName = "$(APP_NAME)"; }; };
        P = { isa = XCBuildConfiguration; name = Prod; buildSettings = { APP_NAME = "Guard";
              INFOPLIST_KEY_CFBundleDisplayName = "$(APP_NAME)"; }; };
      }; }
      """
    let apps = try #require(XcodeProject(path: "Guard.xcodeproj/project.pbxproj", text: project)).apps
    #expect(apps.map(\.displayName) == ["Guard"])
  }

  @Test(arguments: [
    ("Sorry, that didn't work.", true), ("No session is running.", true), ("Temporary target failed", true),
    ("You’re already on a break", true), ("Session saved.", false), ("Noted, see you soon", false),
  ])
  func failureWordsAreWords(_ text: String, _ failure: Bool) {
    let answer = PerformAnswer(said: .dialog(.init(full: text), builtAtRunTime: false), path: .branch)
    #expect(answer.reportsFailure == failure)
  }
}
