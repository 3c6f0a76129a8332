/// One note of the Notes sample.
public struct Note: Sendable, Hashable {
  public var id: String
  public var title: String
  public var body: String
  /// Locked notes need the device unlocked to be read.
  public var isLocked = false
  /// The request that created it, for idempotent creates.
  public var createdBy: String?

  public init(id: String, title: String, body: String, isLocked: Bool = false, createdBy: String? = nil) {
    self.id = id
    self.title = title
    self.body = body
    self.isLocked = isLocked
    self.createdBy = createdBy
  }

  /// A dozen realistic notes, some with look-alike titles.
  public static let seeded: [Note] = [
    Note(id: "groceries", title: "Groceries", body: "milk, eggs, bread and coffee"),
    Note(id: "packing-list", title: "Packing List", body: "passport, charger, sunscreen and a swimsuit"),
    Note(id: "book-club", title: "Book Club", body: "read chapters three to five by Thursday"),
    Note(id: "gift-ideas", title: "Gift Ideas", body: "a scarf for Sam and a puzzle for Alex"),
    Note(id: "meeting-notes", title: "Meeting Notes", body: "budget review, hiring plan and the launch date"),
    Note(id: "meeting-agenda", title: "Meeting Agenda", body: "welcome, roadmap, questions"),
    Note(id: "recipes", title: "Recipes", body: "lentil soup and banana bread"),
    Note(id: "workout-plan", title: "Workout Plan", body: "run on Monday, Wednesday and Friday"),
    Note(id: "travel-plans", title: "Travel Plans", body: "the flight on the ninth and a hotel near the station"),
    Note(id: "reading-list", title: "Reading List", body: "three novels and a book about birds"),
    Note(id: "reading-log", title: "Reading Log", body: "finished two books in May"),
    Note(id: "project-ideas", title: "Project Ideas", body: "a bird feeder camera and a bread timer"),
    Note(id: "passwords", title: "Passwords", body: "the Wi-Fi password is on the router", isLocked: true),
  ]
}
