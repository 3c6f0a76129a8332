import Foundation

#if DUO_SAY
  import DialogEngine
#else
  import AppIntents
#endif

/// Orders a drink for pickup, after saying what it costs.
struct OrderDrinkIntent: AppIntent {
  static let title: LocalizedStringResource = "Order a Drink"
  static let description = IntentDescription("Orders a drink for pickup at your store.")

  @Parameter(title: "Drink", requestValueDialog: "What would you like to drink?")
  var drink: DrinkEntity
  @Parameter(title: "Size", default: .medium)
  var size: DrinkSize

  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard let item = Cafe.shared.drink(id: drink.id) else { throw BrewlyError.notOnTheMenu(drink.name) }
    let price = (item.price + size.surcharge).dollars
    let name = "\(size.rawValue) \(item.name)"
    try await requestConfirmation(
      actionName: .buy, dialog: "A \(name) is \(price). Shall I order it?")
    Cafe.shared.order(item, size: size)
    let store = Cafe.shared.pickupStore.name
    return .result(
      dialog: IntentDialog(
        full: "Your \(name) is ordered. It'll be ready at \(store) in about five minutes.",
        supporting: "Ordered for \(store)."))
  }
}

/// Orders the customer's usual drink.
struct OrderUsualIntent: AppIntent {
  static let title: LocalizedStringResource = "Order My Usual"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let usual = Cafe.menu[0]
    try await requestConfirmation(actionName: .buy, dialog: "Your usual medium \(usual.name)?")
    Cafe.shared.order(usual, size: .medium)
    return .result(dialog: "Done. Your medium \(usual.name) will be ready at \(Cafe.shared.pickupStore.name).")
  }
}

/// Says where the latest order is.
struct OrderStatusIntent: AppIntent {
  static let title: LocalizedStringResource = "Order Status"

  func perform() async throws -> some IntentResult & ProvidesDialog & ReturnsValue<String> {
    guard let order = Cafe.shared.latestOrder else {
      return .result(value: "none", dialog: "You don't have an order in progress.")
    }
    let status = order.status.rawValue
    return .result(
      value: "\(order.status)",
      dialog: "Your \(order.size.rawValue) \(order.drink.name) \(status) at \(Cafe.shared.pickupStore.name).")
  }
}

/// Cancels the latest order, after asking.
struct CancelOrderIntent: AppIntent {
  static let title: LocalizedStringResource = "Cancel Order"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard let order = Cafe.shared.latestOrder else {
      return .result(dialog: "There's no order to cancel.")
    }
    try await requestConfirmation(actionName: .continue, dialog: "Cancel your \(order.drink.name)?")
    _ = Cafe.shared.cancelLatestOrder()
    return .result(dialog: "Your \(order.drink.name) is cancelled.")
  }
}

enum BrewlyError: LocalizedError {
  case notOnTheMenu(String)
  case notEnoughStars(Int)

  var errorDescription: String? {
    switch self {
    case .notOnTheMenu(let name): "\(name) isn't on the menu today."
    case .notEnoughStars(let stars): "You have \(stars) stars; a free drink takes \(Cafe.rewardPrice)."
    }
  }
}
