import Foundation

/// How a response body becomes the value a caller asked for. The client's is
/// `JSONTapeDecoder` unless configured (`NetworkConfiguration.decoder`); a
/// route may name its own (`Route.bodyDecoder`). Foundation's `JSONDecoder`
/// conforms as it is, with whatever strategies it is given.
public protocol BodyDecoder: Sendable {
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
}

extension JSONDecoder: BodyDecoder {}
extension JSONTapeDecoder: BodyDecoder {}
