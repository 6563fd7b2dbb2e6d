import Foundation

/// Something that decodes a value from bytes, as `JSONDecoder` and
/// `PropertyListDecoder` do.
public protocol DataDecoder: Sendable {
    /// The value of `type` the bytes encode.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}

extension ObservableType where Element == Data {
    /// Each element decoded as `type`; a decoding error fails the sequence.
    public func decode<Item: Decodable & Sendable, Decoder: DataDecoder>(
        type: Item.Type, decoder: Decoder
    ) -> Observable<Item> {
        map { try decoder.decode(type, from: $0) }
    }
}
