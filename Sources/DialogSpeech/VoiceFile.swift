#if canImport(Glibc)
  import Glibc
#endif

/// Finds an installed voice's file by its name, so the voice can be selected
/// without eSpeak NG reading every voice file first.
///
/// `espeak_ng_SetVoiceByName("en-us")` lowercases the name before it looks for
/// a file, finds no `lang/gmw/en-us` (the file is `gmw/en-US`), and then reads
/// all 400 voice files to find the voice by language: 2.5 ms of a 9 ms
/// one-shot reply. A language code or identifier that names a file (any case)
/// under `lang/` or `voices/` is that voice; it is opened here and handed to
/// eSpeak NG as `/proc/self/fd/N`, a path its lowercasing leaves intact. The
/// samples are the same (`EndToEndTests`). Anything else (a voice's display
/// name, a variant) takes eSpeak NG's own search.
///
/// ```swift
/// VoiceFile.find("en-us", in: "/usr/lib/x86_64-linux-gnu/espeak-ng-data")
/// // "/usr/lib/x86_64-linux-gnu/espeak-ng-data/lang/gmw/en-US"
/// ```
enum VoiceFile {
  /// The file of the voice `request` names, or nil to leave it to eSpeak NG.
  static func find(_ request: String, in dataPath: String) -> String? {
    // Language codes and identifiers only: letters, digits, '-', '_', at most one '/', never '..'.
    let allowed = request.utf8.allSatisfy { byte in
      (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x2D
        || byte == 0x5F || byte == 0x2F
    }
    let parts = request.split(separator: "/", omittingEmptySubsequences: false)
    guard allowed, !request.isEmpty, parts.count <= 2, !parts.contains(where: \.isEmpty) else { return nil }
    // `gmw/en-US` names its folder; `en-us` may be in any folder.
    let file = parts.last!.lowercased()
    let folder = parts.count == 2 ? parts[0].lowercased() : nil
    for root in ["lang", "voices"] {
      let base = dataPath + "/" + root
      for directory in entries(in: base, directories: true, accept: { folder == nil || $0.lowercased() == folder }) {
        if let name = entries(in: base + "/" + directory, directories: false, accept: { $0.lowercased() == file }).first
        {
          return base + "/" + directory + "/" + name
        }
      }
    }
    return nil
  }

  /// Opens `path` for eSpeak NG: the `/proc/self/fd/N` path and the descriptor to close after.
  static func open(_ path: String) -> (path: String, descriptor: Int32)? {
    let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    return ("/proc/self/fd/\(descriptor)", descriptor)
  }

  /// The names of `directory`'s subdirectories, or of its regular files, that `accept` takes.
  private static func entries(
    in directory: String, directories: Bool, accept: (String) -> Bool
  ) -> [String] {
    guard let stream = opendir(directory) else { return [] }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      guard !name.hasPrefix("."), accept(name) else { continue }
      var type = Int(entry.pointee.d_type)
      if type == Int(DT_UNKNOWN) {
        var status = stat()
        guard stat(directory + "/" + name, &status) == 0 else { continue }
        let kind = status.st_mode & S_IFMT
        type = Int(kind == S_IFDIR ? DT_DIR : kind == S_IFREG ? DT_REG : DT_UNKNOWN)
      }
      if type == Int(directories ? DT_DIR : DT_REG) { names.append(name) }
    }
    return names
  }
}
