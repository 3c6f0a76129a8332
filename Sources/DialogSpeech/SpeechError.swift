/// Why speech could not be produced.
public enum SpeechError: Error, Equatable, CustomStringConvertible {
  /// libespeak-ng could not start, usually because its data is missing.
  case engineUnavailable(dataPath: String?)
  /// No installed voice has this name, language or variant.
  case unknownVoice(String)
  /// A prosody setting is outside the range eSpeak NG accepts.
  case settingOutOfRange(name: String, value: Int, range: ClosedRange<Int>)
  /// The audio device could not be opened; the reason comes from pcaudiolib,
  /// or from the dynamic loader when pcaudiolib itself could not be opened.
  case audioDeviceUnavailable(reason: String)
  /// Writing samples failed; `path` is the file or stream written to.
  case writeFailed(path: String, reason: String)
  /// A libespeak-ng call failed with a status code.
  case engineCall(function: String, status: String)

  public var description: String {
    switch self {
    case .engineUnavailable(let dataPath):
      let place = dataPath.map { " (data path '\($0)')" } ?? ""
      return "libespeak-ng could not start\(place); install espeak-ng-data"
    case .unknownVoice(let name):
      return "unknown voice '\(name)'; see 'duo-say --list-voices' for the installed voices"
    case .settingOutOfRange(let name, let value, let range):
      return "\(name) \(value) is out of range; expected \(range.lowerBound) to \(range.upperBound)"
    case .audioDeviceUnavailable(let reason):
      return "no audio device (\(reason))"
    case .writeFailed(let path, let reason):
      return "cannot write '\(path)': \(reason)"
    case .engineCall(let function, let status):
      return "\(function) failed (\(status))"
    }
  }
}
