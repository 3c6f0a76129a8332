import Foundation
import PhraseMatcher

/// Reads JSON catalogs (`phrases/*.json`) into the ``Catalog`` model.
///
/// ```swift
/// let catalog = try CatalogLoader.load(path: "phrases/notes.json")
/// let index = PhraseIndex(catalog)
/// ```
///
/// Every error names the file, the JSON path and what was expected, e.g.
/// `notes.json: shortcuts[2].phrases[0]: unterminated token at offset 5; expected '}' or ')'`.
/// Unknown keys are errors too, so a misspelt field never goes unnoticed.
public enum CatalogLoader {
  /// Catalog files larger than this are refused before they are read.
  public static let maximumFileSize = 64 << 20

  public static func load(path: String) throws(CatalogError) -> Catalog {
    let name = (path as NSString).lastPathComponent
    let data: Data
    do {
      let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
      guard size <= maximumFileSize else {
        throw CatalogError(
          file: name, path: "", message: "the file is \(size) bytes; catalogs are limited to \(maximumFileSize)")
      }
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch let error as CatalogError {
      throw error
    } catch {
      throw CatalogError(file: path, path: "", message: "cannot read the file (\(Self.reason(error)))")
    }
    return try decode(data, file: name)
  }

  /// Decodes catalog JSON; `file` names the source in errors.
  public static func decode(_ data: Data, file: String) throws(CatalogError) -> Catalog {
    let json: JSON
    // A byte-order mark is how some editors start UTF-8; it is not JSON's.
    let bytes = data.starts(with: [0xEF, 0xBB, 0xBF]) ? [UInt8](data.dropFirst(3)) : [UInt8](data)
    do {
      json = try JSON(parsing: bytes)
    } catch {
      throw CatalogError(file: file, path: "", message: "not valid JSON (\(error))")
    }
    var reader = JSONReader(file: file)
    let catalog = try reader.catalog(json)
    if let problem = catalog.problems.first {
      throw CatalogError(file: file, path: problem.path, message: problem.message)
    }
    return catalog
  }

  private static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    let detail = nsError.userInfo[NSDebugDescriptionErrorKey] as? String ?? nsError.localizedDescription
    return detail.hasSuffix(".") ? String(detail.dropLast()) : detail
  }
}
