import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a response is checked against: what the request asked for.
struct ValidationContext: Sendable {
    /// The route carries a token, so a 401 means the session is over.
    var requiresAuth: Bool
    /// What the request's `Accept` allows; a body of another declared type is refused.
    var accepted: AcceptedTypes
    /// The offline cache added `If-None-Match` or `If-Modified-Since` to revalidate
    /// its copy: only then is a 304 an answer (the cache turns it into the stored
    /// value). A route's own conditional header gets a 304 as what it is.
    var revalidatesCache: Bool
    /// The route's answers besides 2xx.
    var validation: Validation
    /// Where an error's message is found in its body.
    var messages: any ErrorMessageReader

    init(requiresAuth: Bool, accepted: AcceptedTypes = AcceptedTypes(ranges: ["application/json"]), revalidatesCache: Bool = false,
         validation: Validation = .successCodes, messages: any ErrorMessageReader = JSONErrorMessageReader()) {
        self.requiresAuth = requiresAuth
        self.accepted = accepted
        self.revalidatesCache = revalidatesCache
        self.validation = validation
        self.messages = messages
    }

    init(request: URLRequest, requiresAuth: Bool, revalidatesCache: Bool = false, validation: Validation = .successCodes,
         messages: any ErrorMessageReader = JSONErrorMessageReader()) {
        // One pass over the fields: `value(forHTTPHeaderField:)` would compare every name again.
        var accept: String?
        for (name, value) in request.allHTTPHeaderFields ?? [:] where name.utf8.count == 6 && name.lowercased() == "accept" {
            accept = value
        }
        self.init(requiresAuth: requiresAuth, accepted: AcceptedTypes(header: accept),
                  revalidatesCache: revalidatesCache, validation: validation, messages: messages)
    }
}

/// Turns a raw response into success or a NetworkError a caller can switch on.
enum ResponseValidator {
    static func validate(_ response: TransportResponse, _ context: ValidationContext) -> Result<TransportResponse, NetworkError> {
        let status = response.status
        if context.validation.accepts(status) { return checkType(response, context) }
        // A 304 answers the cache's own revalidation (the cache turns it into its
        // stored value); to any other request, a route's own If-None-Match
        // included, it is the status it is: an error unless the route accepts it.
        if status == 304, context.revalidatesCache { return .success(response) }
        let message = context.messages.message(in: response)
        switch status {
        case 401 where context.requiresAuth:
            return .failure(.unauthorized(message: message))
        case 429:
            return .failure(.rateLimited(retryAfter: RetryPolicy.retryAfter(response.header("Retry-After"))))
        default:
            // An empty error body is the status alone, whatever its declared type; so is a redirect's.
            if message == nil, !(300..<400).contains(status), !response.data.isEmpty, isHTML(response) {
                return .failure(.notJSON(status: status, contentType: response.header("Content-Type")))
            }
            return .failure(.http(status: status, message: message))
        }
    }

    /// A body of a declared type the request did not accept (XML or a web
    /// page for JSON, JSON for an image) is refused here, before decoding can
    /// misread it.
    private static func checkType(_ response: TransportResponse, _ context: ValidationContext) -> Result<TransportResponse, NetworkError> {
        // A redirect a route accepts is answered by its Location; its body is a note for browsers.
        guard !(300..<400).contains(response.status), !response.data.isEmpty, let type = response.header("Content-Type"),
              !context.accepted.accepts(type) else { return .success(response) }
        if context.accepted.wantsJSON { return .failure(.notJSON(status: response.status, contentType: type)) }
        return .failure(.unacceptableContentType(status: response.status, contentType: type,
                                                 accepted: context.accepted.ranges.joined(separator: ", ")))
    }

    static func isHTML(_ response: TransportResponse) -> Bool {
        if let type = response.header("Content-Type")?.lowercased(), type.contains("text/html") { return true }
        let prefix = String(decoding: response.data.prefix(64), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        return prefix.hasPrefix("<!doctype html") || prefix.hasPrefix("<html")
    }

    /// How a URL error reads as a NetworkError.
    static func map(_ error: URLError) -> NetworkError {
        if let failure = error.userInfo[TransportErrorKey.tlsFailure] as? TLSFailure { return .tls(failure) }
        if let feature = error.userInfo[TransportErrorKey.unsupported] as? String {
            return .invalidRequest(.unsupportedByTransport(feature))
        }
        switch error.code {
        case .cancelled: return .cancelled
        case .timedOut: return .timedOut
        case .notConnectedToInternet, .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed,
             .internationalRoamingOff, .dataNotAllowed:
            return .offline(detail: error.localizedDescription)
        case .networkConnectionLost, .badServerResponse, .cannotParseResponse, .zeroByteResource,
             .cannotDecodeRawData, .cannotDecodeContentData:
            return .invalidResponse(detail: error.localizedDescription)
        case .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateHasUnknownRoot,
             .serverCertificateNotYetValid:
            return .tls(.untrustedServer(detail: error.localizedDescription))
        case .clientCertificateRejected, .clientCertificateRequired:
            return .tls(.clientCertificateRejected(detail: error.localizedDescription))
        case .secureConnectionFailed:
            return .tls(.handshakeFailed(detail: error.localizedDescription))
        case .dataLengthExceedsMaximum:
            return .tooLarge(bytes: error.userInfo[TransportErrorKey.bodyBytes] as? Int64 ?? -1,
                             limit: error.userInfo[TransportErrorKey.bodyLimit] as? Int64 ?? -1)
        default:
            return .invalidResponse(detail: "\(error.code.rawValue): \(error.localizedDescription)")
        }
    }
}
