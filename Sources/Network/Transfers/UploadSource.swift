import Foundation

/// What an upload sends as its request body. Files and multipart forms with
/// files are read from disk as they go out, never held whole in memory.
public enum UploadSource: Sendable {
    /// Bytes already in memory; `contentType` nil sends `application/octet-stream`.
    case data(Data, contentType: String? = nil)
    /// One file as the raw body; `contentType` nil guesses from its extension.
    case file(URL, contentType: String? = nil)
    /// A `multipart/form-data` body: fields and files.
    case multipart(MultipartFormData)
}
