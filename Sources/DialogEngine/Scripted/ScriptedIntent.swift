import PhraseMatcher

/// A catalog's shortcut as an intent: its parameters are the shortcut's
/// (entities of the catalog's types), `perform()` asks the scripted
/// confirmation and says the scripted dialog with the values filled in. The
/// dialog session runs it as it runs any app's intent, so a catalog app asks,
/// confirms, disambiguates and words it all as a compiled one does.
final class ScriptedIntent: AppIntent, CustomReflectable, @unchecked Sendable {
  static let title: LocalizedStringResource = "Scripted Shortcut"

  let shortcut: Catalog.Shortcut
  /// The catalog's type keys → their names ("LightEntity" → "Light"), for the questions.
  let typeNames: [String: String]
  /// Name → the parameter, in the catalog's order of names.
  let parameters: [(name: String, parameter: IntentParameter<ScriptedValue>)]

  init() {
    shortcut = Catalog.Shortcut(intent: "", phrases: [])
    typeNames = [:]
    parameters = []
  }

  init(_ shortcut: Catalog.Shortcut, typeNames: [String: String]) {
    self.shortcut = shortcut
    self.typeNames = typeNames
    parameters = shortcut.parameters.keys.sorted().map { name in
      let typeName = shortcut.parameters[name] ?? name
      let prompt = shortcut.prompts[name].map { IntentDialog(stringLiteral: $0) }
      let parameter = IntentParameter<ScriptedValue>(
        declaredTitle: LocalizedStringResource(stringLiteral: shortcut.parameterTitles[name] ?? ""),
        description: nil, defaultValue: nil, requestValueDialog: prompt, inputConnectionBehavior: .default)
      parameter.scriptedType = (typeName, typeNames[typeName] ?? typeName)
      return (name, parameter)
    }
  }

  /// A new intent for another request: the same shortcut, no values yet.
  func fresh() -> ScriptedIntent { ScriptedIntent(shortcut, typeNames: typeNames) }

  /// The parameters, as `ParameterNames` finds a class intent's: through its mirror.
  var customMirror: Mirror {
    Mirror(self, children: parameters.map { (label: Optional($0.name), value: $0.parameter as Any) })
  }

  func perform() async throws -> IntentResultContainer<Never> {
    let values = Dictionary(uniqueKeysWithValues: parameters.map { ($0.name, $0.parameter.wrappedValue.value) })
    if let confirmation = shortcut.confirmation {
      try await requestConfirmation(result: .result(dialog: dialog(confirmation, values)))
    }
    // A shortcut the catalog scripts no reply for, or one the app builds when it runs, answers as a
    // bare `.result()` does: "Done." (the session adds a diagnostic for the second).
    guard let said = shortcut.dialog, !shortcut.dialogIsBuiltAtRunTime else {
      return IntentResultContainer<Never>.result()
    }
    return IntentResultContainer<Never>.result(dialog: dialog(said, values))
  }

  private func dialog(_ scripted: Catalog.ScriptedDialog, _ values: [String: Catalog.Value]) -> IntentDialog {
    let full = ShortcutsApp.render(scripted.full, with: values)
    guard let supporting = scripted.supporting else { return IntentDialog(stringLiteral: full) }
    return IntentDialog(
      full: LocalizedStringResource(stringLiteral: full),
      supporting: LocalizedStringResource(stringLiteral: ShortcutsApp.render(supporting, with: values)))
  }
}
