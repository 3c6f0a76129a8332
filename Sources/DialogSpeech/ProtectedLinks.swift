#if canImport(Glibc)
  import Glibc
#endif

/// The kernel's rule for links in shared folders, applied to every path duo-say writes
/// (a WAV file, the conversation history): a symbolic link in a sticky, world-writable
/// folder (`/tmp`) owned by neither the user nor the folder's owner may have been planted
/// to make this user write over a file of theirs, and is not followed.
package enum ProtectedLinks {
  /// Why writing through `path` is refused, or `nil` when it may be written.
  ///
  /// ```swift
  /// ProtectedLinks.refusal("/tmp/replies.wav")   // nil, unless another user's link is there
  /// ```
  package static func refusal(_ path: String) -> String? {
    var link = stat()
    var folder = stat()
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    guard lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK, stat(directory, &folder) == 0,
      folder.st_mode & S_ISVTX != 0, folder.st_mode & 0o002 != 0,
      link.st_uid != geteuid(), link.st_uid != folder.st_uid
    else { return nil }
    return "it is another user's symbolic link in the shared folder '\(directory)', which is not followed"
  }
}
