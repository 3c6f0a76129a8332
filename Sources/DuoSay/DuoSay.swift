import CatalogFiles
import DialogEngine
import DialogSpeech
import DuoSayKit

#if canImport(Glibc)
  import Glibc
#endif

/// Every duo-say command for your own compiled App Intents.
///
/// A voice target is one small executable beside your app that compiles the
/// app's intent files and hands its `AppShortcutsProvider` to duo-say:
///
/// ```swift
/// import DuoSay
///
/// @main struct BrewlyVoice {
///   static func main() async { await DuoSay.main(BrewlyShortcuts.self) }
/// }
/// ```
///
/// `swift run brewly-voice "order a latte in brewly"` then talks to the app,
/// and `brewly-voice test`, `match`, `coverage` and `export` run on it, with
/// every option of `duo-say --help`. The bundled `duo-say` is the Notes
/// sample's voice target.
public enum DuoSay {
  /// Runs the command line against `app` and exits with its status.
  ///
  /// - Parameter app: The app, its name and its set-up.
  public static func main(_ app: VoiceApp) async -> Never {
    exit(await run(Array(CommandLine.arguments.dropFirst()), app: app))
  }

  /// Runs the command line against an app that needs no set-up.
  ///
  /// - Parameters:
  ///   - provider: The app's `AppShortcutsProvider`.
  ///   - name: The app's name as spoken; by default the provider's type name
  ///     without `Shortcuts` (`BrewlyShortcuts` → `Brewly`).
  ///   - synonyms: Other names the app answers to.
  public static func main<Provider: AppShortcutsProvider>(
    _ provider: Provider.Type, name: String? = nil, synonyms: [String] = []
  ) async -> Never {
    await main(VoiceApp(provider, name: name, synonyms: synonyms))
  }

  /// Parses and runs `arguments`; returns the exit status, having reported any error.
  static func run(_ arguments: [String], app: VoiceApp) async -> Int32 {
    do {
      if let note = app.nameNote { StandardStreams.say("note: \(note)") }
      let invocation = try Invocation.parse(arguments, app: app.profile)
      return try await invocation.run(app: app)
    } catch {
      return status(reporting: error)
    }
  }

  /// The one place that turns an error into text and an exit status:
  /// 64 for bad usage (including an unknown voice), 1 for anything else.
  static func status(reporting error: any Error) -> Int32 {
    // One line, of a readable length: an error may quote 200 KB of input or carry escape codes.
    let message = InputLines.abbreviated(InputLines.withoutControls(String(describing: error)), to: maximumErrorLength)
    StandardStreams.say("error: \(message)")
    switch error {
    case is UsageError, is CatalogError, is TestFileError, is ImportError, is OnscreenError, SpeechError.unknownVoice,
      SpeechError.settingOutOfRange:
      return ExitStatus.usage
    default:
      return ExitStatus.failure
    }
  }

  static func exit(_ status: Int32) -> Never {
    Glibc.exit(status)
  }
}

/// The most characters an error line shows.
let maximumErrorLength = 400

enum ExitStatus {
  static let success: Int32 = 0
  static let failure: Int32 = 1
  /// The input ended on a question nobody answered (`duo-say "book a ferry in ferry time"`).
  static let unanswered: Int32 = 3
  static let usage: Int32 = 64
  static let interrupted: Int32 = 130
}

extension Invocation {
  /// Runs the command against `app` and returns its exit status.
  func run(app: VoiceApp) async throws -> Int32 {
    switch self {
    case .help(let command):
      StandardStreams.out(Usage.text(for: app.profile, program: StandardStreams.program, command: command))
      return ExitStatus.success
    case .completionScript(let shell):
      StandardStreams.out(CompletionScript.text(for: shell, program: StandardStreams.program, app: app.profile))
      return ExitStatus.success
    case .version:
      StandardStreams.out(Usage.version(of: StandardStreams.program) + "\n")
      return ExitStatus.success
    case .listVoices:
      return try ListVoicesCommand().run()
    case .say(let options):
      return try await SayCommand(options: options, app: app).run()
    case .speak(let options):
      return try await SpeakCommand(options: options).run()
    case .match(let options):
      return try await MatchCommand(options: options, app: app).run()
    case .importSources(let options):
      let result = try AppShortcutsImporter.importCatalog(
        files: options.files, locale: options.locale, appName: options.appName)
      for warning in result.warnings { StandardStreams.say("\(warning)") }
      StandardStreams.out(CatalogWriter.json(result.catalog))
      return ExitStatus.success
    case .test(let options):
      return try await TestCommand(options: options, app: app).run()
    case .coverage(let options):
      return try await CoverageCommand(options: options, app: app).run()
    case .export(let choice):
      StandardStreams.out(CatalogWriter.json(try await choice.catalog(of: app)))
      return ExitStatus.success
    }
  }
}
