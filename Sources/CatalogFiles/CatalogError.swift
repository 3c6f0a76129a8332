/// Why a catalog file could not be loaded: the file, where in it, and what was expected.
public struct CatalogError: Error, Equatable, CustomStringConvertible {
  public var file: String
  /// A JSON path such as `shortcuts[2].phrases[0]`; empty for the whole file.
  public var path: String
  public var message: String

  public init(file: String, path: String, message: String) {
    self.file = file
    self.path = path
    self.message = message
  }

  public var description: String {
    path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)"
  }
}
