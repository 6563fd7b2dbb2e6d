import Foundation

/// How a response body becomes the value a caller asked for. The client's is
/// `JSONTapeDecoder` unless configured (`NetworkConfiguration.decoder`); a
/// route may name its own (`Route.bodyDecoder`). Foundation's `JSONDecoder`
/// conforms as it is, with whatever strategies it is given.
public protocol BodyDecoder: Sendable {
    /// The value of `type` that `data` holds; throws a `DecodingError` (or the
    /// decoder's own error) when it holds none.
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
}

extension JSONDecoder: BodyDecoder {}
extension JSONTapeDecoder: BodyDecoder {}
