import DialogEngine
#if canImport(Glibc)
import Glibc
#endif

/// The entry point: parse, run, and map every error to a message and an exit code.
@main
enum DuoSay {
  static func main() async {
    do {
      let invocation = try Invocation.parse(Array(CommandLine.arguments.dropFirst()))
      exit(try await invocation.run())
    } catch {
      exit(reporting: error)
    }
  }

  /// The one place that turns an error into text and an exit status:
  /// 64 for bad usage (including an unknown voice), 1 for anything else.
  static func exit(reporting error: any Error) -> Never {
    StandardStreams.error("duo-say: error: \(error)\n")
    switch error {
    case is UsageError, is CatalogError, is TestFileError, is ImportError, SpeechError.unknownVoice, SpeechError.settingOutOfRange:
      exit(ExitStatus.usage)
    default:
      exit(ExitStatus.failure)
    }
  }

  static func exit(_ status: Int32) -> Never {
    Glibc.exit(status)
  }
}

enum ExitStatus {
  static let success: Int32 = 0
  static let failure: Int32 = 1
  static let usage: Int32 = 64
  static let interrupted: Int32 = 130
}

extension Invocation {
  /// Runs the command and returns its exit status.
  func run() async throws -> Int32 {
    switch self {
    case .help:
      StandardStreams.out(Usage.text)
      return ExitStatus.success
    case .version:
      StandardStreams.out(Usage.version + "\n")
      return ExitStatus.success
    case .listVoices:
      return try ListVoicesCommand().run()
    case .say(let options):
      return try await SayCommand(options: options).run()
    case .speak(let options):
      return try await SpeakCommand(options: options).run()
    case .match(let options):
      return try await MatchCommand(options: options).run()
    case .importSources(let options):
      let result = try AppShortcutsImporter.importCatalog(files: options.files, locale: options.locale, appName: options.appName)
      for warning in result.warnings { StandardStreams.error("duo-say: \(warning)\n") }
      StandardStreams.out(CatalogWriter.json(result.catalog))
      return ExitStatus.success
    case .test(let options):
      return try await TestCommand(options: options).run()
    case .coverage(let options):
      return try await CoverageCommand(options: options).run()
    case .export(let app):
      StandardStreams.out(CatalogWriter.json(try await app.load(seeded: true)))
      return ExitStatus.success
    }
  }
}
