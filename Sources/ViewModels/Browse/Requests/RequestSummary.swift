import Foundation
import Network
import SafeText

/// One attempt of the client's `RequestJournal`, as the screen shows it:
/// its words made once, secrets masked and server text made safe, so a
/// frame only lays them out.
package struct RequestSummary: Sendable, Equatable {
    package var method: String
    /// The whole URL, secrets masked.
    package var url: String
    /// The path and query, secrets masked: what a line of the log shows.
    package var path: String
    /// The status, or nil when no answer came.
    package var status: Int?
    /// Why no answer came ("could not connect"), when none did.
    package var failure: String?
    package var startedAt: Date
    package var duration: TimeInterval
    package var bytes: Int
    package var serverRequestID: String?
    package var isConditional: Bool
    package var answeredFromCache: Bool
    /// The attempt as a `curl` command, secrets masked; made only for the one `!` shows.
    package var curlCommand: String?

    package init(method: String, url: String, path: String, status: Int?, failure: String? = nil, startedAt: Date,
                 duration: TimeInterval, bytes: Int, serverRequestID: String? = nil, isConditional: Bool = false,
                 answeredFromCache: Bool = false, curlCommand: String? = nil) {
        self.method = method
        self.url = url
        self.path = path
        self.status = status
        self.failure = failure
        self.startedAt = startedAt
        self.duration = duration
        self.bytes = bytes
        self.serverRequestID = serverRequestID
        self.isConditional = isConditional
        self.answeredFromCache = answeredFromCache
        self.curlCommand = curlCommand
    }

    package init(_ entry: RequestJournal.Entry, withCurl: Bool) {
        let failure: String? = switch entry.outcome {
        case .status: nil
        case .failed(let code): Self.words(for: code)
        }
        self.init(method: Sanitizer.singleLine(entry.method), url: Sanitizer.singleLine(entry.url),
                  path: Sanitizer.singleLine(entry.pathAndQuery), status: entry.status, failure: failure,
                  startedAt: entry.startedAt, duration: entry.duration, bytes: entry.bytes,
                  serverRequestID: entry.serverRequestID.map(Sanitizer.singleLine), isConditional: entry.isConditional,
                  answeredFromCache: entry.answeredFromCache,
                  curlCommand: withCurl ? Sanitizer.singleLine(entry.curlCommand) : nil)
    }

    /// How the cache took part: "304 · cached", "cached" (offline), "revalidated" (a conditional ask the server answered anew).
    package var cacheNote: UIText? {
        if status == 304 { return "not modified: cached copy" }
        if answeredFromCache { return "cached copy shown" }
        if isConditional { return "revalidated" }
        return nil
    }

    /// A transport failure in a few words, for a line that has no status to show.
    static func words(for code: URLError.Code) -> String {
        switch code {
        case .timedOut: "timed out"
        case .cannotConnectToHost: "could not connect"
        case .cannotFindHost, .dnsLookupFailed: "host not found"
        case .notConnectedToInternet: "no network"
        case .networkConnectionLost: "connection lost"
        case .cancelled: "cancelled"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateNotYetValid:
            "TLS failed"
        default: "failed (\(code.rawValue))"
        }
    }
}

/// `:log`: the recent requests, newest first, and how far they are scrolled.
package struct RequestLogState: Sendable, Equatable {
    package var requests: [RequestSummary]
    package var scroll = 0

    package init(requests: [RequestSummary]) {
        self.requests = requests
    }
}

/// The journal's part of the browser: the request behind the error `!`
/// shows, and the `:log` of recent requests.
package enum RequestAction: Sendable {
    /// The request behind `note`, as the journal found it (nil: none was sent).
    case found(StatusNote, RequestSummary?)
    /// The recent requests, newest first, for `:log`.
    case logLoaded([RequestSummary])
    /// Scrolls the log to this many lines down (the screen knows how far it can go).
    case scrollLog(to: Int)
    case closeLog
}

package enum RequestEffect: Sendable, Equatable {
    /// Looks up the attempt behind this error in the journal.
    case find(StatusNote, NetworkError)
    /// Reads the journal for `:log`.
    case loadLog
}
