import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a response is checked against: what the request asked for.
struct ValidationContext: Sendable {
    /// The route carries a token, so a 401 means the session is over.
    var requiresAuth: Bool
    /// The request's `Accept` names JSON, so a body of another type is refused.
    var expectsJSON: Bool
    /// The request carried `If-None-Match` or `If-Modified-Since`: only then is a 304 an answer.
    var isConditional: Bool
    /// The route's answers besides 2xx.
    var validation: Validation

    init(requiresAuth: Bool, expectsJSON: Bool = true, isConditional: Bool = false, validation: Validation = .successCodes) {
        self.requiresAuth = requiresAuth
        self.expectsJSON = expectsJSON
        self.isConditional = isConditional
        self.validation = validation
    }

    init(request: URLRequest, requiresAuth: Bool, validation: Validation = .successCodes) {
        let accept = request.value(forHTTPHeaderField: "Accept")?.lowercased() ?? ""
        self.init(requiresAuth: requiresAuth, expectsJSON: accept.contains("json"),
                  isConditional: request.value(forHTTPHeaderField: "If-None-Match") != nil
                      || request.value(forHTTPHeaderField: "If-Modified-Since") != nil,
                  validation: validation)
    }
}

/// Turns a raw response into success or a NetworkError a caller can switch on.
enum ResponseValidator {
    static func validate(_ response: TransportResponse, _ context: ValidationContext) -> Result<TransportResponse, NetworkError> {
        let status = response.status
        if context.validation.accepts(status) { return checkType(response, context) }
        // A 304 answers our own conditional request (the cache turns it into its
        // stored value); to any other it is an answer with nothing in it.
        if status == 304, context.isConditional { return .success(response) }
        let message = serverMessage(in: response)
        switch status {
        case 401 where context.requiresAuth:
            return .failure(.unauthorized(message: message))
        case 429:
            return .failure(.rateLimited(retryAfter: RetryPolicy.retryAfter(response.header("Retry-After"))))
        default:
            // An empty error body is the status alone, whatever its declared type.
            if message == nil, !response.data.isEmpty, isHTML(response) {
                return .failure(.notJSON(status: status, contentType: response.header("Content-Type")))
            }
            return .failure(.http(status: status, message: message))
        }
    }

    /// A JSON request answered with a body of another declared type (XML, a
    /// web page) is refused here, before decoding can misread it.
    private static func checkType(_ response: TransportResponse, _ context: ValidationContext) -> Result<TransportResponse, NetworkError> {
        guard context.expectsJSON, !response.data.isEmpty, let type = response.header("Content-Type"),
              !isJSON(type) else { return .success(response) }
        return .failure(.notJSON(status: response.status, contentType: type))
    }

    /// `application/json`, `application/problem+json`, `text/json`.
    static func isJSON(_ contentType: String) -> Bool {
        let mediaType = contentType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        return mediaType == "application/json" || mediaType == "text/json" || mediaType.hasSuffix("+json")
    }

    /// The contract's `{"message": "..."}`, when the body is that.
    static func serverMessage(in response: TransportResponse) -> String? {
        guard !response.data.isEmpty,
              let object = try? JSONSerialization.jsonObject(with: response.data) as? [String: Any],
              let message = object["message"] as? String
        else { return nil }
        return message
    }

    static func isHTML(_ response: TransportResponse) -> Bool {
        if let type = response.header("Content-Type")?.lowercased(), type.contains("text/html") { return true }
        let prefix = String(decoding: response.data.prefix(64), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        return prefix.hasPrefix("<!doctype html") || prefix.hasPrefix("<html")
    }

    /// How a URL error reads as a NetworkError.
    static func map(_ error: URLError) -> NetworkError {
        switch error.code {
        case .cancelled: return .cancelled
        case .timedOut: return .timedOut
        case .notConnectedToInternet, .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed,
             .internationalRoamingOff, .dataNotAllowed:
            return .offline(detail: error.localizedDescription)
        case .networkConnectionLost, .badServerResponse, .cannotParseResponse, .zeroByteResource,
             .cannotDecodeRawData, .cannotDecodeContentData:
            return .invalidResponse(detail: error.localizedDescription)
        case .dataLengthExceedsMaximum:
            return .tooLarge(bytes: error.userInfo[TransportErrorKey.bodyBytes] as? Int64 ?? -1,
                             limit: error.userInfo[TransportErrorKey.bodyLimit] as? Int64 ?? -1)
        default:
            return .invalidResponse(detail: "\(error.code.rawValue): \(error.localizedDescription)")
        }
    }
}
