import DialogEngine
import DuoSayKit

/// The device a conversation runs on, as the command line says: `--pose` (or its aliases
/// `--screen` and `--voice-only`), `--locked`, `--onscreen`, `--onscreen-row` and `--window Type:id` (each repeatable).
/// What is not said is left to a test file's conversation, then to the defaults.
struct DeviceOptions: Equatable {
  var device = TestFile.Device()

  /// The pose a conversation starts in: as given, else by voice.
  var pose: Pose { device.pose ?? .voice }
  var isLocked: Bool { device.isLocked ?? false }

  /// Consumes `option` if it sets the device; returns false otherwise.
  mutating func consume(_ option: ParsedArguments.Option) throws(UsageError) -> Bool {
    switch option.name {
    case CommandOption.pose: device.pose = try Self.pose(option.requiredValue(), option: option.name)
    case CommandOption.screen:
      _ = try option.flag()
      device.pose = .closed
    case CommandOption.voiceOnly:
      _ = try option.flag()
      device.pose = .voice
    case CommandOption.locked:
      _ = try option.flag()
      device.isLocked = true
    case CommandOption.onscreen, CommandOption.onscreenRow, CommandOption.window:
      let text = try option.requiredValue()
      guard let identifier = TestFile.Device.onscreenIdentifier(text) else {
        throw UsageError("'\(option.name)' expects Type:id, as Note:groceries, not '\(text)'")
      }
      let shown = TestFile.Device.Screen.Shown.allCases.first { $0.option == option.name } ?? .onscreen
      device.screen = (device.screen ?? TestFile.Device.Screen()).showing(identifier, as: shown)
    default: return false
    }
    return true
  }

  /// `closed` as a pose; an unknown one names those that exist.
  static func pose(_ text: String, option: String) throws(UsageError) -> Pose {
    guard let pose = Pose(rawValue: text.lowercased()) else {
      throw UsageError("'\(option)' expects \(Pose.names), not '\(text)'")
    }
    return pose
  }

  /// `voice,closed,open` as poses, each once, in that order.
  static func poses(_ text: String, option: String) throws(UsageError) -> [Pose] {
    var poses: [Pose] = []
    for name in text.split(separator: ",", omittingEmptySubsequences: false) {
      let pose = try pose(String(name).trimmingWhitespace(), option: option)
      if !poses.contains(pose) { poses.append(pose) }
    }
    return poses
  }
}
