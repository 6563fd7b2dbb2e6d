import Foundation

/// A body kept as bytes (a picture): ask `request`/`requestSourced` for
/// `RawBody` and the decoder hands the body over untouched, so raw routes
/// go through the same plugins, validation and offline cache as JSON ones.
public struct RawBody: Decodable, Sendable, Equatable {
    /// The body's bytes, as they came.
    public let data: Data
    /// Its `Content-Type`, if it had one.
    public let contentType: String?

    /// A body and its type.
    public init(data: Data, contentType: String?) {
        self.data = data
        self.contentType = contentType
    }

    /// Never made from JSON: `ResponseDecoder` builds it from the response itself.
    public init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "RawBody is the body itself, not JSON"))
    }
}
