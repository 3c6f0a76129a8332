/// One app's App Shortcuts as data: what PhraseMatcher matches against.
///
/// A JSON catalog (`phrases/*.json`) and a Swift `AppShortcutsProvider` both
/// become this model; loading and validation live in DialogEngine.
///
/// ```swift
/// let catalog = Catalog(
///   app: .init(name: "Notes", synonyms: ["Notebook"]),
///   types: ["NoteEntity": .init(kind: .entity, name: "Note",
///                               values: [.init(id: "n1", title: "Groceries")])],
///   shortcuts: [.init(intent: "ReadNoteIntent", parameters: ["note": "NoteEntity"],
///                     phrases: [try PhraseTemplate(parsing: "Read ${note} in ${applicationName}")])])
/// ```
public struct Catalog: Sendable, Hashable {
  public var app: App
  public var locale: String
  /// Entity and enum types by their type name (`NoteEntity`).
  public var types: [String: ValueSet]
  /// In display order; the first phrase of each is its primary phrase.
  public var shortcuts: [Shortcut]
  /// Utterances that must never trigger the app.
  public var negativePhrases: [String]
  /// Lint rules silenced for the whole catalog (`"ignore": ["system-domain"]`), on purpose.
  public var ignoredRules: Set<Finding.Rule> = []

  public init(
    app: App,
    locale: String = "en_US",
    types: [String: ValueSet] = [:],
    shortcuts: [Shortcut] = [],
    negativePhrases: [String] = []
  ) {
    self.app = app
    self.locale = locale
    self.types = types
    self.shortcuts = shortcuts
    self.negativePhrases = negativePhrases
  }

  /// The app's display name and the synonyms `${applicationName}` also matches.
  public struct App: Sendable, Hashable {
    public var name: String
    public var synonyms: [String]

    public init(name: String, synonyms: [String] = []) {
      self.name = name
      self.synonyms = synonyms
    }

    /// The display name, then each synonym.
    public var spokenForms: [String] { [name] + synonyms }

    /// What may be heard for the app: each spoken form, those written in camel case also
    /// as their words ("BrewBuddy" is said "brew buddy", "NetNewsWire" "net news wire"), and
    /// those of several words also run together, as recognizers write brand names
    /// ("Ferry Time" written "ferrytime").
    var heardForms: [String] {
      var forms = spokenForms
      for form in spokenForms + spokenForms.map(Self.camelCaseWords) {
        let words = form.split(separator: " ")
        for heard in [form, words.count > 1 && words.allSatisfy { $0.allSatisfy(\.isLetter) } ? words.joined() : form]
        where !forms.contains(heard) {
          forms.append(heard)
        }
      }
      return forms
    }

    /// `name` with a space where a lower-case letter meets a capital, a run of capitals
    /// meets a word ("HTTPServer"), or letters meet digits ("Things3").
    static func camelCaseWords(_ name: String) -> String {
      var words = ""
      let characters = Array(name)
      for (position, character) in characters.enumerated() {
        if position > 0 {
          let before = characters[position - 1]
          let after = position + 1 < characters.count ? characters[position + 1] : nil
          let startsWord =
            (before.isLowercase && character.isUppercase)
            || (before.isUppercase && character.isUppercase && after?.isLowercase == true)
            || (before.isLetter && character.isNumber) || (before.isNumber && character.isLetter)
          if startsWord { words.append(" ") }
        }
        words.append(character)
      }
      return words
    }
  }

  /// An `AppEntity` type with its suggested values, or an `AppEnum` with its cases.
  public struct ValueSet: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
      case entity, `enum`
    }

    public var kind: Kind
    /// The type's display name ("Note").
    public var name: String
    public var values: [Value]

    public init(kind: Kind, name: String, values: [Value] = []) {
      self.kind = kind
      self.name = name
      self.values = values
    }
  }

  /// One entity or enum case: the text Siri substitutes is its title or a synonym.
  public struct Value: Sendable, Hashable {
    public var id: String
    public var title: String
    public var synonyms: [String]
    /// Values a scripted dialog can read (`${note.body}`).
    public var properties: [String: String]

    public init(id: String, title: String, synonyms: [String] = [], properties: [String: String] = [:]) {
      self.id = id
      self.title = title
      self.synonyms = synonyms
      self.properties = properties
    }

    /// The title, then each synonym.
    public var spokenForms: [String] { [title] + synonyms }
  }

  /// An `AppShortcut`: an intent, its phrases and the types of its parameters,
  /// and what its intent says and needs by voice.
  public struct Shortcut: Sendable, Hashable {
    public var intent: String
    public var shortTitle: String
    public var systemImageName: String?
    /// Parameter name → type name in ``Catalog/types``.
    public var parameters: [String: String]
    public var phrases: [PhraseTemplate]
    /// A scripted reply, for catalogs without Swift code.
    public var dialog: ScriptedDialog?
    /// The app builds its answer when it runs (in a variable): no catalog can say it.
    public var dialogIsBuiltAtRunTime = false
    /// What the intent asks before it acts (`requestConfirmation`'s dialog).
    public var confirmation: ScriptedDialog?
    /// Parameter name → the question that asks for it (`requestValueDialog`).
    public var prompts: [String: String]
    /// Parameter name → its title (`@Parameter(title: "Note")`).
    public var parameterTitles: [String: String]
    /// The intent's `authenticationPolicy` needs the device unlocked.
    public var requiresUnlock: Bool
    /// The intent runs only in the foreground (`openAppWhenRun`, `supportedModes`).
    public var needsScreen: Bool
    /// Where the shortcut is declared (`AppShortcuts.swift:12`), and each phrase.
    public var source: String?
    public var phraseSources: [String]
    /// Lint rules silenced for this shortcut.
    public var ignoredRules: Set<Finding.Rule> = []
    /// Parameters the intent needs that nobody can give by voice (an `IntentFile`): name → type.
    public var unsayableParameters: [String: String] = [:]
    /// Where each of those parameters is declared (`PickupIntents.swift:14`), by name.
    public var parameterSources: [String: String] = [:]

    public init(
      intent: String,
      shortTitle: String = "",
      systemImageName: String? = nil,
      parameters: [String: String] = [:],
      phrases: [PhraseTemplate],
      dialog: ScriptedDialog? = nil,
      confirmation: ScriptedDialog? = nil,
      prompts: [String: String] = [:],
      parameterTitles: [String: String] = [:],
      requiresUnlock: Bool = false,
      needsScreen: Bool = false,
      source: String? = nil,
      phraseSources: [String] = [],
      ignoredRules: Set<Finding.Rule> = [],
      unsayableParameters: [String: String] = [:],
      parameterSources: [String: String] = [:]
    ) {
      self.intent = intent
      self.shortTitle = shortTitle
      self.systemImageName = systemImageName
      self.parameters = parameters
      self.phrases = phrases
      self.dialog = dialog
      self.confirmation = confirmation
      self.prompts = prompts
      self.parameterTitles = parameterTitles
      self.requiresUnlock = requiresUnlock
      self.needsScreen = needsScreen
      self.source = source
      self.phraseSources = phraseSources
      self.ignoredRules = ignoredRules
      self.unsayableParameters = unsayableParameters
      self.parameterSources = parameterSources
    }
  }

  /// A reply with `${param}` and `${param.property}` placeholders.
  public struct ScriptedDialog: Sendable, Hashable {
    /// Stands alone, for voice-only contexts.
    public var full: String
    /// Accompanies a screen; `nil` means the full text is used.
    public var supporting: String?

    public init(full: String, supporting: String? = nil) {
      self.full = full
      self.supporting = supporting
    }
  }
}
