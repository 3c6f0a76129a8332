import PhraseMatcher

/// Walks decoded JSON into the catalog model, keeping the path for errors.
struct JSONReader {
  let file: String

  mutating func catalog(_ json: JSON) throws(CatalogError) -> Catalog {
    let root = try object(
      json, at: "", keys: ["app", "locale", "types", "shortcuts", "negativePhrases", "ignore"],
      required: ["app", "shortcuts"])
    let app = try object(root["app"] ?? .null, at: "app", keys: ["name", "synonyms"], required: ["name"])
    var catalog = Catalog(
      app: .init(
        name: try string(app["name"], at: "app.name"), synonyms: try strings(app["synonyms"], at: "app.synonyms")),
      locale: try root["locale"].map { v throws(CatalogError) in try string(v, at: "locale") } ?? "en_US")
    if let types = root["types"] {
      for (typeName, typeJSON) in try object(types, at: "types", keys: nil, required: []).ordered {
        catalog.types[typeName] = try valueSet(typeJSON, at: "types.\(typeName)")
      }
    }
    for (index, shortcutJSON) in try array(root["shortcuts"] ?? .null, at: "shortcuts").enumerated() {
      catalog.shortcuts.append(try shortcut(shortcutJSON, at: "shortcuts[\(index)]"))
    }
    catalog.negativePhrases = try strings(root["negativePhrases"], at: "negativePhrases")
    catalog.ignoredRules = try rules(root["ignore"], at: "ignore")
    return catalog
  }

  private func valueSet(_ json: JSON, at path: String) throws(CatalogError) -> Catalog.ValueSet {
    let type = try object(json, at: path, keys: ["kind", "name", "values", "cases"], required: ["kind"])
    let kindText = try string(type["kind"], at: "\(path).kind")
    guard let kind = Catalog.ValueSet.Kind(rawValue: kindText) else {
      throw error(at: "\(path).kind", "expected 'entity' or 'enum', found '\(kindText)'")
    }
    let field = kind == .entity ? "values" : "cases"
    if type[kind == .entity ? "cases" : "values"] != nil {
      throw error(at: path, "an \(kind.rawValue) lists its \(field), not '\(kind == .entity ? "cases" : "values")'")
    }
    var set = Catalog.ValueSet(
      kind: kind, name: try type["name"].map { v throws(CatalogError) in try string(v, at: "\(path).name") } ?? "")
    let values = try type[field].map { v throws(CatalogError) in try array(v, at: "\(path).\(field)") } ?? []
    for (index, valueJSON) in values.enumerated() {
      set.values.append(try value(valueJSON, at: "\(path).\(field)[\(index)]"))
    }
    return set
  }

  private func value(_ json: JSON, at path: String) throws(CatalogError) -> Catalog.Value {
    let value = try object(json, at: path, keys: ["id", "title", "synonyms", "properties"], required: ["id", "title"])
    var properties: [String: String] = [:]
    if let json = value["properties"] {
      for (key, property) in try object(json, at: "\(path).properties", keys: nil, required: []).ordered {
        properties[key] = try scalar(property, at: "\(path).properties.\(key)")
      }
    }
    return Catalog.Value(
      id: try scalar(value["id"] ?? .null, at: "\(path).id"), title: try string(value["title"], at: "\(path).title"),
      synonyms: try strings(value["synonyms"], at: "\(path).synonyms"), properties: properties)
  }

  private func shortcut(_ json: JSON, at path: String) throws(CatalogError) -> Catalog.Shortcut {
    let shortcut = try object(
      json, at: path,
      keys: [
        "intent", "shortTitle", "systemImageName", "parameters", "phrases", "dialog", "dialogAtRunTime", "confirmation",
        "prompts",
        "parameterTitles",
        "requiresUnlock", "needsScreen", "source", "phraseSources", "ignore",
      ],
      required: ["intent", "phrases"])
    var parameters: [String: String] = [:]
    if let json = shortcut["parameters"] {
      for (name, type) in try object(json, at: "\(path).parameters", keys: nil, required: []).ordered {
        parameters[name] = try string(type, at: "\(path).parameters.\(name)")
      }
    }
    var phrases: [PhraseTemplate] = []
    for (index, text) in try strings(shortcut["phrases"], at: "\(path).phrases").enumerated() {
      do {
        phrases.append(try PhraseTemplate(parsing: text))
      } catch {
        throw self.error(at: "\(path).phrases[\(index)]", error.description)
      }
    }
    var prompts: [String: String] = [:]
    if let json = shortcut["prompts"] {
      for (name, prompt) in try object(json, at: "\(path).prompts", keys: nil, required: []).ordered {
        prompts[name] = try string(prompt, at: "\(path).prompts.\(name)")
      }
    }
    var titles: [String: String] = [:]
    if let json = shortcut["parameterTitles"] {
      for (name, title) in try object(json, at: "\(path).parameterTitles", keys: nil, required: []).ordered {
        titles[name] = try string(title, at: "\(path).parameterTitles.\(name)")
      }
    }
    let intent = try string(shortcut["intent"], at: "\(path).intent")
    var read = Catalog.Shortcut(
      intent: intent,
      shortTitle: try shortcut["shortTitle"].map { v throws(CatalogError) in try string(v, at: "\(path).shortTitle") }
        ?? intent,
      systemImageName: try shortcut["systemImageName"].map { v throws(CatalogError) in
        try string(v, at: "\(path).systemImageName")
      },
      parameters: parameters, phrases: phrases,
      dialog: try shortcut["dialog"].map { v throws(CatalogError) in try dialog(v, at: "\(path).dialog") },
      confirmation: try shortcut["confirmation"].map { v throws(CatalogError) in
        try dialog(v, at: "\(path).confirmation")
      },
      prompts: prompts, parameterTitles: titles,
      requiresUnlock: try shortcut["requiresUnlock"].map { v throws(CatalogError) in
        try bool(v, at: "\(path).requiresUnlock")
      } ?? false,
      needsScreen: try shortcut["needsScreen"].map { v throws(CatalogError) in try bool(v, at: "\(path).needsScreen") }
        ?? false,
      source: try shortcut["source"].map { v throws(CatalogError) in try string(v, at: "\(path).source") },
      phraseSources: try strings(shortcut["phraseSources"], at: "\(path).phraseSources"),
      ignoredRules: try rules(shortcut["ignore"], at: "\(path).ignore"))
    read.dialogIsBuiltAtRunTime =
      try shortcut["dialogAtRunTime"].map { v throws(CatalogError) in try bool(v, at: "\(path).dialogAtRunTime") }
      ?? false
    return read
  }

  /// An `ignore` list: names of lint rules.
  private func rules(_ json: JSON?, at path: String) throws(CatalogError) -> Set<Finding.Rule> {
    var rules: Set<Finding.Rule> = []
    for (index, name) in try strings(json, at: path).enumerated() {
      guard let rule = Finding.Rule(rawValue: name) else {
        throw error(
          at: "\(path)[\(index)]",
          "unknown rule '\(name)'; rules: \(Finding.Rule.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      rules.insert(rule)
    }
    return rules
  }

  /// `{"full": "…", "supporting": "…"}`, or a string for the full text alone.
  private func dialog(_ json: JSON, at path: String) throws(CatalogError) -> Catalog.ScriptedDialog {
    if case .string(let full) = json { return .init(full: full) }
    let fields = try object(json, at: path, keys: ["full", "supporting"], required: ["full"])
    return .init(
      full: try string(fields["full"], at: "\(path).full"),
      supporting: try fields["supporting"].map { v throws(CatalogError) in try string(v, at: "\(path).supporting") })
  }

  private func bool(_ json: JSON, at path: String) throws(CatalogError) -> Bool {
    guard case .bool(let value) = json else { throw mismatch(json, at: path, expected: "true or false") }
    return value
  }

  // MARK: - Typed access

  /// The members of an object, checked against the keys allowed (nil: any) and required.
  private func object(_ json: JSON, at path: String, keys: Set<String>?, required: [String]) throws(CatalogError)
    -> Members
  {
    guard case .object(let members) = json else { throw mismatch(json, at: path, expected: "an object") }
    var object = Members()
    for (key, value) in members {
      if let keys, !keys.contains(key) {
        throw error(at: join(path, key), "unexpected key; expected one of: \(keys.sorted().joined(separator: ", "))")
      }
      object.values[key] = value
      object.order.append(key)
    }
    if let missing = required.first(where: { object[$0] == nil }) {
      throw error(
        at: join(path, missing),
        "missing; expected \(missing == "phrases" || missing == "shortcuts" ? "an array" : "a value")")
    }
    return object
  }

  private func array(_ json: JSON, at path: String) throws(CatalogError) -> [JSON] {
    guard case .array(let elements) = json else { throw mismatch(json, at: path, expected: "an array") }
    return elements
  }

  private func string(_ json: JSON?, at path: String) throws(CatalogError) -> String {
    guard let json else { throw error(at: path, "missing; expected a string") }
    guard case .string(let string) = json else { throw mismatch(json, at: path, expected: "a string") }
    return string
  }

  private func strings(_ json: JSON?, at path: String) throws(CatalogError) -> [String] {
    guard let json else { return [] }
    var result: [String] = []
    for (index, element) in try array(json, at: path).enumerated() {
      result.append(try string(element, at: "\(path)[\(index)]"))
    }
    return result
  }

  /// A string, number or boolean, as text (ids and properties may be numbers).
  private func scalar(_ json: JSON, at path: String) throws(CatalogError) -> String {
    switch json {
    case .string(let text), .number(let text): return text
    case .bool(let value): return value ? "true" : "false"
    default: throw mismatch(json, at: path, expected: "a string or a number")
    }
  }

  private func mismatch(_ json: JSON, at path: String, expected: String) -> CatalogError {
    let found: String =
      switch json {
      case .string: "a string"
      case .number: "a number"
      case .bool: "a boolean"
      case .array: "an array"
      case .object: "an object"
      case .null: "null"
      }
    return error(at: path, "expected \(expected), found \(found)")
  }

  private func error(at path: String, _ message: String) -> CatalogError {
    CatalogError(file: file, path: path, message: message)
  }

  private func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
}

/// An object's members by key, remembering their order.
private struct Members {
  var values: [String: JSON] = [:]
  var order: [String] = []

  subscript(key: String) -> JSON? { values[key] }

  /// Members in document order.
  var ordered: [(key: String, value: JSON)] { order.compactMap { key in values[key].map { (key, $0) } } }
}
