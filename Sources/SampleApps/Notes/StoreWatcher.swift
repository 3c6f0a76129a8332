import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Tells the Notes app when its store file is written, by this process or
/// another (inotify on the store's folder: a write replaces the file by
/// renaming a temporary one over it), so that a long conversation hears a note
/// another process created, as an app tells Siri with `updateAppShortcutParameters()`.
///
/// One thread waits in `poll(2)` on the watch and on a pipe that `stop()` (or
/// the watcher's end) writes to; no timeout, no polling of the file.
final class StoreWatcher: Sendable {
  private let inotify: Int32
  private let stopWrite: Int32

  /// Watches `file` in `folder`; `nil` when the folder cannot be watched (the app then hears others' notes at its next start).
  init?(folder: String, file: String, changed: @escaping @Sendable () -> Void) {
    let inotify = inotify_init1(Int32(IN_CLOEXEC))
    guard inotify >= 0 else { return nil }
    let mask = UInt32(IN_MOVED_TO) | UInt32(IN_CLOSE_WRITE) | UInt32(IN_CREATE)
    var ends: [Int32] = [-1, -1]
    guard inotify_add_watch(inotify, folder, mask) >= 0, pipe(&ends) == 0 else {
      close(inotify)
      return nil
    }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    self.inotify = inotify
    stopWrite = ends[1]
    let stopRead = ends[0]
    Thread.detachNewThread {
      Self.watch(inotify, stopRead: stopRead, file: file, changed: changed)
      close(stopRead)
      close(inotify)
    }
  }

  deinit { stop() }

  /// Ends the watch; the thread closes what it opened.
  func stop() {
    var byte: UInt8 = 1
    _ = write(stopWrite, &byte, 1)
  }

  private static func watch(_ inotify: Int32, stopRead: Int32, file: String, changed: @Sendable () -> Void) {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      var waits = [
        pollfd(fd: inotify, events: Int16(POLLIN), revents: 0), pollfd(fd: stopRead, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&waits, 2, -1)
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0, waits[1].revents == 0 else { return }
      let count = read(inotify, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return }
      if names(in: buffer[..<count]).contains(file) { changed() }
    }
  }

  /// The file names of the events in `bytes` (each: wd, mask, cookie, len, then `len` bytes of name).
  static func names(in bytes: ArraySlice<UInt8>) -> [String] {
    var names: [String] = []
    var offset = bytes.startIndex
    let header = 16
    while offset + header <= bytes.endIndex {
      let length = bytes[(offset + 12)..<(offset + 16)].reversed().reduce(0) { $0 << 8 | Int($1) }
      let name = bytes[(offset + header)..<min(bytes.endIndex, offset + header + length)].prefix { $0 != 0 }
      names.append(String(decoding: name, as: UTF8.self))
      offset += header + length
    }
    return names
  }
}
