import Foundation

/// Brewly's data: the menu, the stores, the customer's order and rewards.
/// In the app this talks to Brewly's servers; here it keeps everything in memory.
final class Cafe: @unchecked Sendable {
  static let shared = Cafe()

  private let lock = NSLock()
  private var state = State()

  struct State {
    var orders: [Order] = []
    var stars = 180
    var pickupStoreID = "market-street"
  }

  struct Order: Sendable {
    var drink: Drink
    var size: DrinkSize
    var status: Status

    enum Status: String, Sendable {
      case received = "is in the queue"
      case brewing = "is being made"
      case ready = "is ready for pickup"
    }
  }

  struct Drink: Sendable {
    var id: String
    var name: String
    var synonyms: [String]
    var price: Decimal
  }

  struct Store: Sendable {
    var id: String
    var name: String
    var street: String
  }

  static let menu: [Drink] = [
    Drink(id: "oat-latte", name: "Oat Latte", synonyms: ["oat milk latte"], price: 4.75),
    Drink(id: "latte", name: "Latte", synonyms: ["caffe latte"], price: 4.25),
    Drink(id: "flat-white", name: "Flat White", synonyms: [], price: 4.25),
    Drink(id: "cappuccino", name: "Cappuccino", synonyms: ["cap"], price: 4.00),
    Drink(id: "cold-brew", name: "Cold Brew", synonyms: ["iced coffee"], price: 4.50),
    Drink(id: "americano", name: "Americano", synonyms: [], price: 3.25),
    Drink(id: "chai-latte", name: "Chai Latte", synonyms: ["chai"], price: 4.50),
    Drink(id: "mocha", name: "Mocha", synonyms: ["cafe mocha"], price: 4.95),
  ]

  static let stores: [Store] = [
    Store(id: "market-street", name: "Market Street", street: "Market Street"),
    Store(id: "union-square", name: "Union Square", street: "Geary Street"),
    Store(id: "ferry-building", name: "Ferry Building", street: "Embarcadero"),
    Store(id: "mission", name: "Mission", street: "Valencia Street"),
  ]

  /// Stars a free drink costs.
  static let rewardPrice = 150

  func reset() { lock.withLock { state = State() } }

  var latestOrder: Order? { lock.withLock { state.orders.last } }
  var stars: Int { lock.withLock { state.stars } }
  var pickupStore: Store { lock.withLock { Self.stores.first { $0.id == state.pickupStoreID }! } }

  func drink(id: String) -> Drink? { Self.menu.first { $0.id == id } }

  @discardableResult
  func order(_ drink: Drink, size: DrinkSize) -> Order {
    lock.withLock {
      let order = Order(drink: drink, size: size, status: .received)
      state.orders.append(order)
      state.stars += 10
      return order
    }
  }

  /// Cancels the latest order; false when there is none to cancel.
  func cancelLatestOrder() -> Bool {
    lock.withLock { state.orders.popLast() != nil }
  }

  /// Spends stars on a free drink; false when there are not enough.
  func redeemReward() -> Bool {
    lock.withLock {
      guard state.stars >= Self.rewardPrice else { return false }
      state.stars -= Self.rewardPrice
      return true
    }
  }

  func setPickupStore(_ id: String) { lock.withLock { state.pickupStoreID = id } }

  /// What the menu sync has to fetch, one page at a time.
  static let menuPages = 4
}

extension Decimal {
  /// "$4.75"
  var dollars: String {
    let cents = NSDecimalNumber(decimal: self * 100).intValue
    return "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)"
  }
}
