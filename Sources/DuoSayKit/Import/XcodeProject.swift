import Foundation

/// The app targets of an Xcode project (`project.pbxproj`), with the build settings that name them.
///
/// ```swift
/// let project = XcodeProject(path: "Tunes.xcodeproj/project.pbxproj", text: text)
/// project?.apps.first?.name            // "Tunes"
/// project?.apps.first?.displayName     // "Tune Box" (INFOPLIST_KEY_CFBundleDisplayName)
/// ```
///
/// Widgets, extensions, watch apps and frameworks are not the app Siri names, so they are left out.
/// A project that is not a property list (a hand-written excerpt, a merge conflict) gives `nil`.
struct XcodeProject {
  struct AppTarget {
    var name: String
    /// Build settings of the configuration that ships: Release, else the list's default (`Prod`), else the first.
    var settings: [String: String]
    /// The folder that holds the `.xcodeproj`: paths in settings are relative to it.
    var root: String

    /// `INFOPLIST_FILE`, from the project's root.
    var infoPlist: String? {
      settings["INFOPLIST_FILE"].map { root.isEmpty ? $0 : root + "/" + $0 }
    }
    /// `INFOPLIST_KEY_CFBundleDisplayName` with its variables resolved.
    var displayName: String? { settings["INFOPLIST_KEY_CFBundleDisplayName"].flatMap { resolved($0) } }
    var productName: String? { settings["PRODUCT_NAME"].flatMap { resolved($0) } }

    /// `$(TARGET_NAME)`, `${PRODUCT_NAME}`, `$(PRODUCT_NAME:c99extidentifier)` from the target's
    /// settings; `nil` when a variable is left that the project does not set.
    func resolved(_ value: String, extra: [String: String] = [:]) -> String? {
      XcodeProject.resolved(value) { variable in
        // `APP_NAME = "$(APP_NAME)"` passes on the value an `.xcconfig` sets.
        let own = settings[variable].flatMap { $0.contains(variable) ? nil : $0 }
        return variable == "TARGET_NAME" ? name : own ?? extra[variable]
      }
    }
  }

  /// `value` with its `$(NAME)`, `${NAME}` and `$(NAME:modifier)` variables replaced by what
  /// `lookup` gives; `nil` when one is left unknown or nothing but space remains.
  static func resolved(_ value: String, _ lookup: (String) -> String?) -> String? {
    var text = value
    for _ in 0..<4 {
      guard let open = text.range(of: "$(") ?? text.range(of: "${") else { break }
      let closer: Character = text[open].hasSuffix("(") ? ")" : "}"
      guard let close = text[open.upperBound...].firstIndex(of: closer) else { return nil }
      let variable = text[open.upperBound..<close].split(separator: ":").first.map(String.init) ?? ""
      guard let value = lookup(variable) else { return nil }
      text.replaceSubrange(open.lowerBound...close, with: value)
    }
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    return trimmed.isEmpty || trimmed.contains("$(") || trimmed.contains("${") ? nil : trimmed
  }

  var apps: [AppTarget]

  init?(path: String, text: String) {
    guard let data = text.data(using: .utf8),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
      let objects = plist["objects"] as? [String: [String: Any]]
    else { return nil }
    // `App.xcodeproj/project.pbxproj` → the folder above `App.xcodeproj`.
    let root = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
    apps = objects.values.compactMap { object -> AppTarget? in
      guard object["isa"] as? String == "PBXNativeTarget",
        object["productType"] as? String == "com.apple.product-type.application",
        let name = object["name"] as? String,
        let list = (object["buildConfigurationList"] as? String).flatMap({ objects[$0] }),
        let configurations = (list["buildConfigurations"] as? [String])?.compactMap({ objects[$0] }),
        let shipped = configurations.first(where: { $0["name"] as? String == "Release" })
          ?? configurations.first(where: { $0["name"] as? String == list["defaultConfigurationName"] as? String })
          ?? configurations.first
      else { return nil }
      let settings = (shipped["buildSettings"] as? [String: Any] ?? [:]).compactMapValues { $0 as? String }
      // A watch app is built as an application too; Siri on the phone names the phone's app.
      guard settings["SDKROOT"] != "watchos", settings["WATCHOS_DEPLOYMENT_TARGET"] == nil else { return nil }
      return AppTarget(name: name, settings: settings, root: root)
    }.sorted { $0.name < $1.name }
  }
}
