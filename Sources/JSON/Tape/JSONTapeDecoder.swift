import Foundation

/// Decodes `Codable` types from JSON several times faster than Foundation's
/// `JSONDecoder` on Linux, with the same results: the same documents
/// accepted and refused, the same values, and the same `DecodingError`s at
/// the same coding paths, as JSONDecoder with its default strategies gives them.
///
/// The document is scanned once into a flat tape (`JSONTape`); decoding then
/// walks it with one reusable `Decoder`, matches keys against the bytes
/// without making Strings of them, and reads a string or number only when
/// asked for it. What only Foundation's own code can answer exactly — a
/// document in UTF-16 or UTF-32, a `Decimal`, an integer past 2^53 written
/// with a fraction or an exponent — is decoded by JSONDecoder instead.
public struct JSONTapeDecoder: Sendable {
    /// Handed to every `init(from:)` as `decoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable]

    public init(userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
        self.userInfo = userInfo
    }

    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        let decoded: T?? = try data.withUnsafeBytes { raw in
            guard let utf8 = Self.utf8Body(raw) else { return nil }
            return try decodeUTF8(T.self, from: utf8)
        }
        if let decoded, let value = decoded { return value }
        return try foundationDecoder().decode(T.self, from: data)
    }

    /// The value, or nil when JSONDecoder must decide (it then decodes the whole document again).
    private func decodeUTF8<T: Decodable>(_ type: T.Type, from bytes: UnsafeRawBufferPointer) throws -> T?? {
        let tape: JSONTape
        do {
            tape = try TapeScanner.scan(bytes)
        } catch {
            throw Self.notJSON
        }
        let userInfo: [CodingUserInfoKey: Any] = self.userInfo.isEmpty ? [:] : self.userInfo.mapValues { $0 as Any }
        let decoding = TapeDecoding(tape: tape, userInfo: userInfo, value: 0, path: [], keepsContainers: true)
        defer { decoding.state.pointee.kept?.empty() }
        do {
            let value = try decoding.unwrap(T.self)
            return tape.needsFoundation ? .some(nil) : value
        } catch {
            if tape.needsFoundation { return .some(nil) }
            if error is JSONContentError { throw Self.notJSON }
            throw error
        }
    }

    /// What JSONDecoder throws for a document it cannot read, or for a string or number in it it cannot.
    static var notJSON: DecodingError {
        .dataCorrupted(.init(codingPath: [], debugDescription: "The given data was not valid JSON."))
    }

    private func foundationDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.userInfo = userInfo
        return decoder
    }

    /// The document as UTF-8 without its byte order mark, or nil when it is in
    /// UTF-16 or UTF-32, which JSONDecoder detects by the same patterns and converts.
    static func utf8Body(_ raw: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer? {
        let count = raw.count
        let byte: (Int) -> UInt8? = { $0 < count ? raw[$0] : nil }
        switch (byte(0), byte(1), byte(2), byte(3)) {
        case (0, 0, 0xFE, 0xFF), (0xFE, 0xFF, 0, 0), (0xFE, 0xFF, _, _), (0xFF, 0xFE, _, _):
            return nil
        case (0xEF, 0xBB, 0xBF, _):
            return UnsafeRawBufferPointer(rebasing: raw[3...])
        case let (0, 0, 0, .some(last)) where last != 0:
            return nil
        case let (0, .some(second), 0, .some(fourth)) where second != 0 && fourth != 0:
            return nil
        case let (.some(first), 0, 0, 0) where first != 0:
            return nil
        case let (.some(first), 0, .some(third), 0) where first != 0 && third != 0:
            return nil
        case let (0, .some(second), nil, nil) where second != 0:
            return nil
        case let (.some(first), 0, nil, nil) where first != 0:
            return nil
        default:
            return raw
        }
    }
}
