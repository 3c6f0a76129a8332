import Foundation
import Locking
import PhraseMatcher

/// Donations of what people do in the app, so the system can suggest it later
/// (Apple's `IntentDonationManager`). A voice suggests nothing: duo-say keeps the
/// donations, so an app's code runs unchanged and a test can see what it donated.
///
/// ```swift
/// IntentDonationManager.shared.donate(intent: ReadNoteIntent())
/// try await IntentDonationManager.shared.deleteDonations(matching: .intentType(ReadNoteIntent.self))
/// ```
public struct IntentDonationManager: Sendable {
  public static let shared = IntentDonationManager()

  /// One donation: its identifier, the intent's type and the entities its parameters held.
  struct Donation {
    let id: IntentDonationIdentifier
    let intentType: any AppIntent.Type
    let entities: [EntityIdentifier]
  }

  /// What was donated, oldest first.
  static let donations = Locked<[Donation]>([])

  @discardableResult
  public func donate(intent: some AppIntent) -> IntentDonationIdentifier { record(intent) }

  @discardableResult
  public func donate(intent: some AppIntent) async throws -> IntentDonationIdentifier { record(intent) }

  @discardableResult
  public func donate(intent: some AppIntent, result: some IntentResult) -> IntentDonationIdentifier {
    record(intent)
  }

  @discardableResult
  public func donate(intent: some AppIntent, result: some IntentResult) async throws -> IntentDonationIdentifier {
    record(intent)
  }

  @discardableResult
  public func deleteDonations(matching predicate: IntentDonationMatchingPredicate) async throws
    -> [IntentDonationIdentifier]
  {
    Self.donations.withLock { donations in
      let deleted = donations.filter(predicate.matches)
      donations.removeAll(where: predicate.matches)
      return deleted.map(\.id)
    }
  }

  private func record(_ intent: some AppIntent) -> IntentDonationIdentifier {
    let id = IntentDonationIdentifier()
    let entities = ParameterNames.parameters(of: intent).compactMap { $0.parameter.currentValue as? any AppEntity }
      .map { Self.identifier(of: $0) }
    Self.donations.withLock { $0.append(Donation(id: id, intentType: type(of: intent), entities: entities)) }
    return id
  }

  static func identifier<Entity: AppEntity>(of entity: Entity) -> EntityIdentifier {
    EntityIdentifier(for: Entity.self, identifier: entity.id)
  }
}

extension AppIntent {
  @discardableResult
  public func donate() -> IntentDonationIdentifier { IntentDonationManager.shared.donate(intent: self) }

  @discardableResult
  public func donate() async throws -> IntentDonationIdentifier {
    try await IntentDonationManager.shared.donate(intent: self)
  }
}

/// A donation, as the manager names it.
public struct IntentDonationIdentifier: Sendable, Hashable {
  public let id: String
  init() { id = UUID().uuidString }
}

/// Which donations to delete.
public struct IntentDonationMatchingPredicate: Sendable {
  let matches: @Sendable (IntentDonationManager.Donation) -> Bool

  public static func donationIdentifier(_ identifier: IntentDonationIdentifier) -> Self {
    Self { $0.id == identifier }
  }

  public static func donationIdentifiers(_ identifiers: [IntentDonationIdentifier]) -> Self {
    Self { identifiers.contains($0.id) }
  }

  /// Donations of an intent type; with an entity, only those whose parameters held it.
  public static func intentType(_ intentType: any AppIntent.Type, entityIdentifier: EntityIdentifier? = nil) -> Self {
    let wanted = ObjectIdentifier(intentType)
    return Self { donation in
      ObjectIdentifier(donation.intentType) == wanted
        && (entityIdentifier.map { donation.entities.contains($0) } ?? true)
    }
  }
}
