import Foundation
import PhraseMatcher
import Testing

@testable import DuoSayKit

/// App enums as apps write them: the values come out as the compiled app has them.
@Suite struct EnumImportTests {
  static let provider = """
    struct StyleShortcuts: AppShortcutsProvider {
      static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: StyleIntent(), phrases: ["Use \\(\\.$style) in \\(.applicationName)"], shortTitle: "Style", systemImageName: "s")
      }
    }
    struct StyleIntent: AppIntent {
      static let title: LocalizedStringResource = "Style"
      @Parameter(title: "Style") var style: ActivityStyle
    }
    """

  func values(_ enumSource: String) throws -> [Catalog.Value] {
    let folder = try ImportFolder(["StyleShortcuts.swift": Self.provider, "ActivityStyle.swift": enumSource])
    let result = try AppShortcutsImporter.importCatalog(files: [folder.path], locale: nil)
    return result.catalog.types["ActivityStyle"]?.values ?? []
  }

  @Test func conformanceInAnExtensionWithKeysOfBothForms() throws {
    let values = try values(
      """
      enum ActivityStyle: String, Codable {
        case cycle, run
        case `repeat` = "loop"
        func describe() -> String {
          switch self {
          case .cycle: "Pedalling along"
          case .run: "Running"
          case .repeat: "Again"
          }
        }
      }
      extension ActivityStyle: AppEnum {
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Activity Style" }
        static var caseDisplayRepresentations: [ActivityStyle: DisplayRepresentation] {
          [
            .cycle: DisplayRepresentation(title: "Cycling", synonyms: ["biking", "bike ride"]),
            ActivityStyle.run: "Running",
            .repeat: .init(title: "Repeat", subtitle: "Do it again"),
          ]
        }
      }
      """)
    #expect(
      values == [
        .init(id: "cycle", title: "Cycling", synonyms: ["biking", "bike ride"]), .init(id: "run", title: "Running"),
        .init(id: "loop", title: "Repeat"),
      ])
  }

  @Test func rawValuesAreTheIds() throws {
    let values = try values(
      """
      enum ActivityStyle: String, AppEnum {
        case easy = "EASY_PACE", hard = "hard-pace"
        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Style")
        static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.easy: "Easy", .hard: DisplayRepresentation("Hard")]
      }
      """)
    #expect(values == [.init(id: "EASY_PACE", title: "Easy"), .init(id: "hard-pace", title: "Hard")])
  }

  @Test func intRawValuesCountOnAsSwiftDoes() throws {
    let values = try values(
      """
      enum ActivityStyle: Int, AppEnum {
        case walk, jog = 5, sprint
        static let caseDisplayRepresentations: [ActivityStyle: DisplayRepresentation] = [.walk: "Walk", .jog: "Jog", .sprint: "Sprint"]
      }
      """)
    #expect(values.map(\.id) == ["0", "5", "6"] && values.map(\.title) == ["Walk", "Jog", "Sprint"])
  }

  @Test func aCaseWithoutATitleIsNamedByItsCase() throws {
    let values = try values("enum ActivityStyle: String, AppEnum { case swim; case row }")
    #expect(values == [.init(id: "swim", title: "swim"), .init(id: "row", title: "row")])
  }
}
