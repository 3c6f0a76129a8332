import Foundation

/// Who may write where: the kernel's rule for links in shared folders, and owners kept.
enum FileOwnership {
  /// Why following the link at `path` is refused, or `nil`: a symbolic link in a sticky,
  /// world-writable folder (`/tmp`), owned by neither the user nor the folder's owner, may
  /// have been planted by another user to make this one write over a file of theirs. The
  /// kernel refuses to follow it when `fs.protected_symlinks` is set; the store refuses
  /// always, since a write through it is the harm.
  static func plantedLink(_ path: String) -> String? {
    var link = stat()
    var folder = stat()
    let directory = (path as NSString).deletingLastPathComponent
    guard lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK,
      stat(directory.isEmpty ? "." : directory, &folder) == 0,
      folder.st_mode & S_ISVTX != 0, folder.st_mode & 0o002 != 0,
      link.st_uid != geteuid(), link.st_uid != folder.st_uid
    else { return nil }
    return "'\(path)' is a symbolic link of \(name(of: link.st_uid)) in the shared folder '\(directory)';"
      + " it is not followed (use the file's own path)"
  }

  /// The account name of `uid`, or the number.
  static func name(of uid: uid_t) -> String {
    guard let entry = getpwuid(uid), let name = entry.pointee.pw_name else { return "user \(uid)" }
    return String(cString: name)
  }

  /// When root writes a file that belonged to someone else, it goes back to them,
  /// so that its owner is never locked out of their own store.
  static func keepOwner(of descriptor: Int32, _ owner: (uid: uid_t, gid: gid_t)?) {
    guard geteuid() == 0, let owner, owner.uid != 0 else { return }
    _ = fchown(descriptor, owner.uid, owner.gid)
  }
}
