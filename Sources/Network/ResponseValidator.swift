import Foundation

/// Turns a raw response into success or a NetworkError a caller can switch on.
enum ResponseValidator {
    static func validate(_ response: TransportResponse, requiresAuth: Bool) -> Result<TransportResponse, NetworkError> {
        let status = response.status
        // 304 only answers our own conditional requests: the cache turns it into its stored value.
        if (200..<300).contains(status) || status == 304 { return .success(response) }
        let message = serverMessage(in: response)
        switch status {
        case 401 where requiresAuth:
            return .failure(.unauthorized(message: message))
        case 429:
            return .failure(.rateLimited(retryAfter: RetryPolicy.retryAfter(response.header("Retry-After"))))
        default:
            if message == nil, isHTML(response) {
                return .failure(.notJSON(status: status, contentType: response.header("Content-Type")))
            }
            return .failure(.http(status: status, message: message))
        }
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
            return .tooLarge(bytes: -1, limit: -1)
        default:
            return .invalidResponse(detail: "\(error.code.rawValue): \(error.localizedDescription)")
        }
    }
}
