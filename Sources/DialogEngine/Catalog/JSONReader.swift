import Foundation
import PhraseMatcher

/// Walks decoded JSON into the catalog model, keeping the path for errors.
struct JSONReader {
  let file: String

  mutating func catalog(_ json: Any) throws(CatalogError) -> Catalog {
    let root = try object(json, at: "", keys: ["app", "locale", "types", "shortcuts", "negativePhrases"], required: ["app", "shortcuts"])
    let app = try object(root["app"] as Any, at: "app", keys: ["name", "synonyms"], required: ["name"])
    var catalog = Catalog(
      app: .init(name: try string(app["name"], at: "app.name"), synonyms: try strings(app["synonyms"], at: "app.synonyms")),
      locale: try root["locale"].map { v throws(CatalogError) in try string(v, at: "locale") } ?? "en_US")
    if let types = root["types"] {
      for (typeName, typeJSON) in try object(types, at: "types", keys: nil, required: []).sorted(by: { $0.key < $1.key }) {
        catalog.types[typeName] = try valueSet(typeJSON, at: "types.\(typeName)")
      }
    }
    for (index, shortcutJSON) in try array(root["shortcuts"] as Any, at: "shortcuts").enumerated() {
      catalog.shortcuts.append(try shortcut(shortcutJSON, at: "shortcuts[\(index)]"))
    }
    catalog.negativePhrases = try strings(root["negativePhrases"], at: "negativePhrases")
    return catalog
  }

  private func valueSet(_ json: Any, at path: String) throws(CatalogError) -> Catalog.ValueSet {
    let type = try object(json, at: path, keys: ["kind", "name", "values", "cases"], required: ["kind"])
    let kindText = try string(type["kind"], at: "\(path).kind")
    guard let kind = Catalog.ValueSet.Kind(rawValue: kindText) else {
      throw error(at: "\(path).kind", "expected 'entity' or 'enum', found '\(kindText)'")
    }
    let field = kind == .entity ? "values" : "cases"
    if type[kind == .entity ? "cases" : "values"] != nil {
      throw error(at: path, "an \(kind.rawValue) lists its \(field), not '\(kind == .entity ? "cases" : "values")'")
    }
    var set = Catalog.ValueSet(kind: kind, name: try type["name"].map { v throws(CatalogError) in try string(v, at: "\(path).name") } ?? "")
    let values = try type[field].map { v throws(CatalogError) in try array(v, at: "\(path).\(field)") } ?? []
    for (index, valueJSON) in values.enumerated() {
      set.values.append(try value(valueJSON, at: "\(path).\(field)[\(index)]"))
    }
    return set
  }

  private func value(_ json: Any, at path: String) throws(CatalogError) -> Catalog.Value {
    let value = try object(json, at: path, keys: ["id", "title", "synonyms", "properties"], required: ["id", "title"])
    var properties: [String: String] = [:]
    if let json = value["properties"] {
      for (key, property) in try object(json, at: "\(path).properties", keys: nil, required: []) {
        properties[key] = try scalar(property, at: "\(path).properties.\(key)")
      }
    }
    return Catalog.Value(
      id: try scalar(value["id"] as Any, at: "\(path).id"), title: try string(value["title"], at: "\(path).title"),
      synonyms: try strings(value["synonyms"], at: "\(path).synonyms"), properties: properties)
  }

  private func shortcut(_ json: Any, at path: String) throws(CatalogError) -> Catalog.Shortcut {
    let shortcut = try object(
      json, at: path, keys: ["intent", "shortTitle", "systemImageName", "parameters", "phrases", "dialog"],
      required: ["intent", "phrases"])
    var parameters: [String: String] = [:]
    if let json = shortcut["parameters"] {
      for (name, type) in try object(json, at: "\(path).parameters", keys: nil, required: []) {
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
    var dialog: Catalog.ScriptedDialog?
    if let json = shortcut["dialog"] {
      let fields = try object(json, at: "\(path).dialog", keys: ["full", "supporting"], required: ["full"])
      dialog = .init(
        full: try string(fields["full"], at: "\(path).dialog.full"),
        supporting: try fields["supporting"].map { v throws(CatalogError) in try string(v, at: "\(path).dialog.supporting") })
    }
    let intent = try string(shortcut["intent"], at: "\(path).intent")
    return Catalog.Shortcut(
      intent: intent,
      shortTitle: try shortcut["shortTitle"].map { v throws(CatalogError) in try string(v, at: "\(path).shortTitle") } ?? intent,
      systemImageName: try shortcut["systemImageName"].map { v throws(CatalogError) in try string(v, at: "\(path).systemImageName") },
      parameters: parameters, phrases: phrases, dialog: dialog)
  }

  // MARK: - Typed access

  private func object(_ json: Any, at path: String, keys: Set<String>?, required: [String]) throws(CatalogError) -> [String: Any] {
    guard let object = json as? [String: Any] else { throw mismatch(json, at: path, expected: "an object") }
    if let keys, let unknown = object.keys.sorted().first(where: { !keys.contains($0) }) {
      throw error(at: join(path, unknown), "unexpected key; expected one of: \(keys.sorted().joined(separator: ", "))")
    }
    if let missing = required.first(where: { object[$0] == nil }) {
      throw error(at: join(path, missing), "missing; expected \(missing == "phrases" || missing == "shortcuts" ? "an array" : "a value")")
    }
    return object
  }

  private func array(_ json: Any, at path: String) throws(CatalogError) -> [Any] {
    guard let array = json as? [Any] else { throw mismatch(json, at: path, expected: "an array") }
    return array
  }

  private func string(_ json: Any?, at path: String) throws(CatalogError) -> String {
    guard let json else { throw error(at: path, "missing; expected a string") }
    guard let string = json as? String, !(json is NSNumber) else { throw mismatch(json, at: path, expected: "a string") }
    return string
  }

  private func strings(_ json: Any?, at path: String) throws(CatalogError) -> [String] {
    guard let json else { return [] }
    var result: [String] = []
    for (index, element) in try array(json, at: path).enumerated() {
      result.append(try string(element, at: "\(path)[\(index)]"))
    }
    return result
  }

  /// A string, number or boolean, as text (ids and properties may be numbers).
  private func scalar(_ json: Any, at path: String) throws(CatalogError) -> String {
    if let string = json as? String { return string }
    if let number = json as? NSNumber {
      if String(cString: number.objCType) == "c" { return number.boolValue ? "true" : "false" }
      return number.stringValue
    }
    throw mismatch(json, at: path, expected: "a string or a number")
  }

  private func mismatch(_ json: Any, at path: String, expected: String) -> CatalogError {
    let found: String = switch json {
    case is String: "a string"
    case is NSNumber: "a number"
    case is [Any]: "an array"
    case is [String: Any]: "an object"
    case is NSNull: "null"
    default: "something else"
    }
    return error(at: path, "expected \(expected), found \(found)")
  }

  private func error(at path: String, _ message: String) -> CatalogError {
    CatalogError(file: file, path: path, message: message)
  }

  private func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
}
