import Testing

@testable import PhraseMatcher

/// A shortcut that only makes new things ("Record a memo", "Start a voice memo") is not asked,
/// by a verb it does not say, for one already there ("write out my last memo" ran Start a voice
/// memo through "write", a synonym of "start").
@Suite struct OneThereTests {
  typealias Shapes = SpeechActTests

  static func form(_ phrases: [String]) throws -> ShortcutForm {
    var form = try Shapes.form(phrases)
    form.makesOnlyNewOnes = ShortcutForm.makesOnlyNewOnes(
      try phrases.map { try PhraseTemplate(parsing: $0) }, language: .english)
    return form
  }

  @Test func oneThereIsNoNewOne() throws {
    let camera = try Self.form(["Take a photo with ${applicationName}", "Snap a new picture in ${applicationName}"])
    #expect(camera.makesOnlyNewOnes)
    #expect(Shapes.refusal(camera, "save my latest photo in app") == .anotherAction)
    #expect(Shapes.refusal(camera, "make a copy of the previous picture in app") == .anotherAction)
    #expect(Shapes.refusal(camera, "snap a photo in app") == nil)
  }

  @Test func itsOwnVerbAndShortcutsThatActOnOnesThereKeepIt() throws {
    let runs = try Self.form(["Record a run in ${applicationName}"])
    #expect(Shapes.refusal(runs, "record my last run in app") == nil, "its own verb logs what was done")
    let player = try Self.form(["Play my last memo in ${applicationName}", "Record a memo in ${applicationName}"])
    #expect(!player.makesOnlyNewOnes)
    #expect(Shapes.refusal(player, "start my latest memo in app") == nil)
  }
}
