import Models
import Network

/// A token goes into an `Authorization` header as it is, so one a header
/// cannot carry is refused where it enters — sign-in, refresh, a saved
/// file — and never kept: saved, it would break every later request.
public enum TokenCheck {
    /// Visible ASCII only (0x21–0x7E): no control, no space, no byte a header would mangle.
    public static func isHeaderSafe(_ token: String) -> Bool {
        !token.isEmpty && token.utf8.allSatisfy { (0x21...0x7E).contains($0) }
    }

    public static func isHeaderSafe(_ tokens: TokenPair) -> Bool {
        isHeaderSafe(tokens.accessToken) && isHeaderSafe(tokens.refreshToken)
    }

    /// Nil when both tokens are safe, else the error that refuses the answer
    /// of type `type` that carried them, naming the field.
    public static func refusal(of tokens: TokenPair, in type: String) -> NetworkError? {
        let fields = [("accessToken", tokens.accessToken), ("refreshToken", tokens.refreshToken)]
        guard let field = fields.first(where: { !isHeaderSafe($0.1) })?.0 else { return nil }
        return .decoding(type: type, path: field, detail: "not a token a header can carry")
    }
}
