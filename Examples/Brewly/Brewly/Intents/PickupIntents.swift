import Foundation

#if DUO_SAY
  import DialogEngine
#else
  import AppIntents
#endif

/// Schedules an order for later: when to pick it up (a date and time), how long
/// to hold it (a duration) and a tip for the barista (money), each asked by voice.
struct SchedulePickupIntent: AppIntent {
  static let title: LocalizedStringResource = "Schedule a Pickup"

  @Parameter(title: "Pickup Time", kind: .dateTime, requestValueDialog: "When would you like to pick it up?")
  var pickupTime: Date

  @Parameter(title: "Hold Time", defaultUnit: .minutes, requestValueDialog: "How long should we hold it?")
  var holdTime: Measurement<UnitDuration>

  @Parameter(title: "Tip", requestValueDialog: "How much would you like to tip?")
  var tip: IntentCurrencyAmount

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let minutes = Int(holdTime.converted(to: .minutes).value.rounded())
    return .result(
      dialog:
        "Your order will be ready \(Self.spoken(pickupTime)) and held for \(minutes) minutes, with a \(Self.dollars(tip)) tip."
    )
  }

  /// "on March 11 at 7:05 PM", as the app's own words.
  static func spoken(_ date: Date) -> String {
    let parts = Calendar.current.dateComponents([.month, .day, .hour, .minute], from: date)
    let months = [
      "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
      "November", "December",
    ]
    let hour = parts.hour ?? 0
    let clock =
      "\(hour % 12 == 0 ? 12 : hour % 12):\(String(format: "%02d", parts.minute ?? 0)) \(hour < 12 ? "AM" : "PM")"
    return "on \(months[(parts.month ?? 1) - 1]) \(parts.day ?? 1) at \(clock)"
  }

  static func dollars(_ amount: IntentCurrencyAmount) -> String {
    let value = NSDecimalNumber(decimal: amount.amount).doubleValue
    let text = String(format: "%.2f", value)
    return amount.currencyCode == "USD" ? "$\(text)" : "\(text) \(amount.currencyCode)"
  }
}
