import Foundation

#if canImport(UniformTypeIdentifiers)
  import UniformTypeIdentifiers
#endif

/// A file an intent takes or returns: a photo to post, a document to import.
///
/// ```swift
/// @Parameter(title: "Image", supportedContentTypes: [.image]) var file: IntentFile
/// let bytes = try await file.data(contentType: .png)
/// ```
///
/// Nobody can hand over a file by voice: a conversation asks for a missing
/// file and cannot take the answer; a returned file is kept, not spoken.
public struct IntentFile: Sendable, Hashable {
  /// The file's name as people see it.
  public var filename: String
  /// The file on disk, if it is one.
  public var fileURL: URL?
  /// Its content type, if known.
  public var type: UTType?
  /// Whether the system removes the file once the intent is done.
  public var removedOnCompletion = false
  private let contents: Data?

  public init(data: Data, filename: String, type: UTType? = nil) {
    contents = data
    self.filename = filename
    self.type = type
  }

  public init(fileURL: URL, filename: String? = nil, type: UTType? = nil) {
    contents = nil
    self.fileURL = fileURL
    self.filename = filename ?? fileURL.lastPathComponent
    self.type = type
  }

  /// The bytes, read from disk for a file URL.
  public var data: Data {
    if let contents { return contents }
    return fileURL.flatMap { try? Data(contentsOf: $0) } ?? Data()
  }

  /// The types this file can be had as: its own.
  public var availableContentTypes: [UTType] { type.map { [$0] } ?? [] }

  /// The bytes, as `contentType` (the file is not converted).
  public func data(contentType: UTType) async throws -> Data { data }

  /// Runs `fileHandler` with a URL of the file (written to a temporary file when it is only data).
  public func withFile<Result>(
    contentType: UTType, allowOpenInPlace: Bool = false, fileHandler: @escaping (URL, Bool) async throws -> Result
  ) async throws -> Result {
    if let fileURL { return try await fileHandler(fileURL, allowOpenInPlace) }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(filename)")
    try data.write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    return try await fileHandler(url, false)
  }
}

extension IntentParameter {
  /// `@Parameter(title: "Image", supportedContentTypes: [.image]) var file: IntentFile`.
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    supportedContentTypes: [UTType],
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, fileID: String = #fileID, line: Int = #line
  ) {
    self.init(
      declaredAt: ParameterSource.location(fileID, line),
      declaredTitle: title, description: description, defaultValue: nil, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
  }
}

#if !canImport(UniformTypeIdentifiers)
  /// The content types intents name (`UniformTypeIdentifiers` is Apple's only;
  /// on a Mac that framework's `UTType` is used instead).
  public struct UTType: Sendable, Hashable, CustomStringConvertible {
    public let identifier: String
    /// The usual file extension, if there is one.
    public let preferredFilenameExtension: String?

    /// The usual MIME type, if there is one.
    public let preferredMIMEType: String?

    public init(_ identifier: String, filenameExtension: String? = nil, mimeType: String? = nil) {
      self.identifier = identifier
      preferredFilenameExtension = filenameExtension
      preferredMIMEType = mimeType
    }

    /// The type of files with `filenameExtension`, among the ones known here.
    public init?(filenameExtension: String) {
      guard let known = Self.known.first(where: { $0.preferredFilenameExtension == filenameExtension.lowercased() })
      else {
        return nil
      }
      self = known
    }

    public var description: String { identifier }

    public static let item = UTType("public.item")
    public static let content = UTType("public.content")
    public static let data = UTType("public.data")
    public static let text = UTType("public.text")
    public static let plainText = UTType("public.plain-text", filenameExtension: "txt", mimeType: "text/plain")
    public static let json = UTType("public.json", filenameExtension: "json", mimeType: "application/json")
    public static let url = UTType("public.url")
    public static let pdf = UTType("com.adobe.pdf", filenameExtension: "pdf", mimeType: "application/pdf")
    public static let image = UTType("public.image")
    public static let jpeg = UTType("public.jpeg", filenameExtension: "jpg", mimeType: "image/jpeg")
    public static let png = UTType("public.png", filenameExtension: "png", mimeType: "image/png")
    public static let gif = UTType("com.compuserve.gif", filenameExtension: "gif", mimeType: "image/gif")
    public static let heic = UTType("public.heic", filenameExtension: "heic", mimeType: "image/heic")
    public static let movie = UTType("public.movie")
    public static let mpeg4Movie = UTType("public.mpeg-4", filenameExtension: "mp4", mimeType: "video/mp4")
    public static let audio = UTType("public.audio")
    public static let mp3 = UTType("public.mp3", filenameExtension: "mp3", mimeType: "audio/mpeg")

    static let known: [UTType] = [plainText, json, pdf, jpeg, png, gif, heic, mpeg4Movie, mp3]
  }
#endif
