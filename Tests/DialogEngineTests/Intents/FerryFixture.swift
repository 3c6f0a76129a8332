import Foundation

#if canImport(AppIntents)
  import AppIntents
#else
  import DialogEngine
#endif

// A ferry app whose parameters are said as values: a departure date and time,
// a passenger count with a range, a tip in money, a nap's length, a dose with a
// fraction, a route found by the query's string search, and a photo (a file).

enum FerryClock {
  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "America/New_York") ?? .current
    return calendar
  }()
  /// Tuesday 2026-03-10 14:30 in New York.
  static let now = calendar.date(from: DateComponents(year: 2026, month: 3, day: 10, hour: 14, minute: 30)) ?? Date()

  static func spoken(_ date: Date) -> String {
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    return String(
      format: "%04d-%02d-%02d %02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0,
      parts.minute ?? 0)
  }
}

struct RouteEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Route"
  static let defaultQuery = RouteQuery()
  static let all = ["Seattle to Bainbridge", "Seattle to Bremerton", "Edmonds to Kingston"].map(RouteEntity.init)
  let id: String
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct RouteQuery: EntityStringQuery {
  func entities(for identifiers: [String]) async throws -> [RouteEntity] {
    RouteEntity.all.filter { identifiers.contains($0.id) }
  }
  func entities(matching string: String) async throws -> [RouteEntity] {
    RouteEntity.all.filter { $0.id.lowercased().contains(string.lowercased()) }
  }
}

struct BookFerryIntent: AppIntent {
  static let title: LocalizedStringResource = "Book Ferry"
  @Parameter(title: "Route") var route: RouteEntity
  @Parameter(title: "Departure", kind: .dateTime, requestValueDialog: "What day and time would you like to leave?")
  var departure: Date
  @Parameter(title: "Passengers", inclusiveRange: (1, 9)) var passengers: Int

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Booked \(passengers) on \(route.id), leaving \(FerryClock.spoken(departure)).")
  }
}

struct TipCrewIntent: AppIntent {
  static let title: LocalizedStringResource = "Tip Crew"
  @Parameter(title: "Tip") var tip: IntentCurrencyAmount
  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Tipped \(tip.amount) \(tip.currencyCode).")
  }
}

struct NapIntent: AppIntent {
  static let title: LocalizedStringResource = "Nap"
  @Parameter(title: "Length", defaultUnit: .minutes) var length: Measurement<UnitDuration>
  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Napping for \(Int(length.converted(to: .minutes).value)) minutes.")
  }
}

struct DoseIntent: AppIntent {
  static let title: LocalizedStringResource = "Dose"
  @Parameter(title: "Units", inclusiveRange: (0.05, 10)) var units: Double
  func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Dosing \(units) units.") }
}

struct UploadPhotoIntent: AppIntent {
  static let title: LocalizedStringResource = "Upload Photo"
  @Parameter(title: "Photo") var photo: IntentFile
  func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Uploaded.") }
}

struct MeetAshoreIntent: AppIntent {
  static let title: LocalizedStringResource = "Meet Ashore"
  @Parameter(title: "Place", displayStyle: .address, requestValueDialog: "Where should we meet?")
  var place: CLPlacemark
  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Meeting at \(place.name ?? "an unnamed place")\(place.location == nil ? "" : " (located)").")
  }
}

struct ChooseSeatIntent: AppIntent {
  static let title: LocalizedStringResource = "Choose Seat"
  func perform() async throws -> some IntentResult & ProvidesDialog {
    let choice = try await requestChoice(
      between: [.init(title: "Window"), .init(title: "Aisle"), .init(title: "Upper Deck", style: .destructive)],
      dialog: "Where would you like to sit?")
    return .result(dialog: "\(choice.title.key) it is.")
  }
}

struct FerryShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: BookFerryIntent(), phrases: ["Book a ferry in \(.applicationName)"], shortTitle: "Book",
      systemImageName: "ferry")
    AppShortcut(
      intent: TipCrewIntent(), phrases: ["Tip the crew in \(.applicationName)"], shortTitle: "Tip",
      systemImageName: "dollarsign")
    AppShortcut(
      intent: NapIntent(), phrases: ["Take a nap in \(.applicationName)"], shortTitle: "Nap", systemImageName: "bed")
    AppShortcut(
      intent: DoseIntent(), phrases: ["Take a dose in \(.applicationName)"], shortTitle: "Dose", systemImageName: "pill"
    )
    AppShortcut(
      intent: ChooseSeatIntent(), phrases: ["Choose a seat in \(.applicationName)"], shortTitle: "Seat",
      systemImageName: "chair")
    AppShortcut(
      intent: MeetAshoreIntent(), phrases: ["Meet ashore in \(.applicationName)"], shortTitle: "Meet",
      systemImageName: "mappin")
    AppShortcut(
      intent: UploadPhotoIntent(), phrases: ["Upload a photo in \(.applicationName)"], shortTitle: "Upload",
      systemImageName: "photo")
  }
}
