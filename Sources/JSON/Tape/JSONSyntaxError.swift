/// Why a document is not JSON; it reaches a caller as Foundation's
/// `DecodingError.dataCorrupted` at the root, as JSONDecoder reports it.
struct JSONSyntaxError: Error, CustomStringConvertible {
    let offset: Int
    let reason: String

    var description: String { "\(reason) at byte \(offset)" }
}
