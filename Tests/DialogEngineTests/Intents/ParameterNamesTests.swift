import Testing

@testable import DialogEngine

/// `@Parameter` properties found from a type's field records, with other
/// stored properties between them, and through `Mirror` for a class intent.
@Suite struct ParameterNamesTests {
  struct MixedIntent: AppIntent {
    static let title: LocalizedStringResource = "Mixed"
    var note = "not a parameter"
    @Parameter(title: "Room") var room: String
    var count = 3
    @Parameter(title: "Degrees") var degrees: Int?
    func perform() async throws -> some IntentResult { .result() }
  }

  final class ClassIntent: AppIntent, @unchecked Sendable {
    static let title: LocalizedStringResource = "Class"
    @Parameter(title: "Light") var light: String
    init() {}
    func perform() async throws -> some IntentResult { .result() }
  }

  @Test func structFieldsAreReadWhereTheyAre() {
    let intent = MixedIntent()
    let found = ParameterNames.parameters(of: intent)
    #expect(found.map(\.name) == ["room", "degrees"])
    #expect(found[0].parameter === intent.$room && found[1].parameter === intent.$degrees)
    #expect(found.map(\.parameter.title.key) == ["Room", "Degrees"])
    // The layout is kept per type; a second instance has its own parameters.
    let other = MixedIntent()
    #expect(ParameterNames.parameters(of: other)[0].parameter === other.$room)
    #expect(ParameterNames.name(of: \MixedIntent.$degrees) == "degrees")
  }

  @Test func aClassIntentIsMirrored() {
    let intent = ClassIntent()
    let found = ParameterNames.parameters(of: intent)
    #expect(found.map(\.name) == ["light"])
    #expect(found.first?.parameter === intent.$light)
    #expect(ParameterNames.name(of: \ClassIntent.$light) == "light")
  }
}
