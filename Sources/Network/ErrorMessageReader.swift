import Foundation

/// Finds the server's own words in an error answer. Every API shapes its
/// error bodies its own way, so the core asks the configuration's reader and
/// never looks inside a body itself.
public protocol ErrorMessageReader: Sendable {
    /// The message in an answer's body, or nil when it has none a person could read.
    func message(in response: TransportResponse) -> String?
}

/// Reads a JSON object's first string under one of `keys`: `{"message": …}`,
/// `{"error": …}`, RFC 9457's `{"detail": …}` or `{"title": …}`.
public struct JSONErrorMessageReader: ErrorMessageReader {
    /// Where JSON APIs most often put an error's words.
    public static let defaultKeys = ["message", "error", "detail", "title"]

    /// The keys tried, in order; the first whose value is a string wins.
    public let keys: [String]

    /// A reader trying `keys` in order.
    public init(keys: [String] = JSONErrorMessageReader.defaultKeys) {
        self.keys = keys
    }

    /// The first of `keys` in a JSON object body whose value is a non-empty string.
    public func message(in response: TransportResponse) -> String? {
        guard !response.data.isEmpty,
              let object = try? JSONSerialization.jsonObject(with: response.data) as? [String: Any]
        else { return nil }
        return keys.lazy.compactMap { object[$0] as? String }.first
    }
}
