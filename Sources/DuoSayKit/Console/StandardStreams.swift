import DialogSpeech

#if canImport(Glibc)
  import Glibc
#endif

/// Unbuffered writes to standard output and standard error.
///
/// Each call is one `write(2)`, so a reply reaches a reading program as soon
/// as it is printed (Swift 6 rejects the C `stdout`/`stderr` globals).
///
/// A write that fails ends duo-say at once, since nothing it says after can
/// be trusted to arrive: into a closed pipe quietly with status 141, as if
/// killed by SIGPIPE (also when SIGPIPE is ignored); otherwise (a full disk,
/// `/dev/full`) with one line on standard error and status 1.
package enum StandardStreams {
  package static func out(_ text: String) { write(text, to: STDOUT_FILENO) }
  package static func error(_ text: String) { write(text, to: STDERR_FILENO) }

  /// The running executable's name, which starts every line on standard error: `duo-say`, or an
  /// app's voice target (`brewly-voice`), which speaks under its own name.
  package static var program: String {
    CommandLine.arguments.first?.split(separator: "/").last.map(String.init) ?? "duo-say"
  }

  /// Whether `descriptor` is one the caller handed over. Descriptors that survive `exec` never
  /// carry close-on-exec, while everything this process opens does (Foundation, libdispatch), so
  /// a standard descriptor with the flag was closed by the caller and its number reused inside.
  package static func isInherited(_ descriptor: Int32) -> Bool {
    let flags = fcntl(descriptor, F_GETFD)
    return flags >= 0 && flags & FD_CLOEXEC == 0
  }

  /// Standard output and error as handed over, read once before anything else is written.
  private static let inherited = (output: isInherited(STDOUT_FILENO), error: isInherited(STDERR_FILENO))

  /// One line on standard error, after the program's name: `brewly-voice: warning: …`.
  package static func say(_ line: String) { error("\(program): \(line)\n") }

  /// The status of a run that wrote into a closed pipe.
  package static let closedPipeStatus: Int32 = 141

  private static func write(_ text: String, to descriptor: Int32) {
    // A closed standard stream whose number was reused inside: nothing may be written to it.
    guard descriptor == STDOUT_FILENO ? inherited.output : descriptor == STDERR_FILENO ? inherited.error : true else {
      if descriptor == STDOUT_FILENO {
        write("\(program): error: cannot write standard output: it was closed\n", to: STDERR_FILENO)
      }
      exit(1)
    }
    var text = text
    let failure = text.withUTF8 { writeFully(descriptor, UnsafeRawBufferPointer($0)) }
    guard let failure else { return }
    if failure == EPIPE { exit(closedPipeStatus) }
    if descriptor != STDERR_FILENO {
      let name = descriptor == STDOUT_FILENO ? "standard output" : "descriptor \(descriptor)"
      write("\(program): error: cannot write \(name): \(String(cString: strerror(failure)))\n", to: STDERR_FILENO)
    }
    exit(1)
  }
}
