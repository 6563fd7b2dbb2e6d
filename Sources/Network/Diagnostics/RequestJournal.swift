import Foundation
import Reactive
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The last attempts a client sent, kept in memory for a person to look at
/// rather than for a file: what an app shows of the request behind an error
/// and lists as recent requests. Every `NetworkClient` has one (`journal`);
/// it keeps the last `capacity` entries in a ring (`JournalRing`), so a long
/// session costs what a short one does and each attempt lets go of one old entry. An entry keeps the request as it was sent and
/// masks its secrets only when it is read (`url`, `curlCommand`), so sending
/// pays for a copy of the request and nothing more.
public final class RequestJournal: NetworkPlugin {
    /// How many attempts a journal keeps unless told otherwise.
    public static let defaultCapacity = 200

    /// Response headers that name a request on the server's side, in the
    /// order they are looked for: what a person quotes to whoever runs it.
    public static let requestIDHeaders = ["X-Request-Id", "Request-Id", "X-Correlation-Id", "X-Amzn-RequestId", "X-Trace-Id", "CF-Ray"]

    /// One attempt: what was sent, when, and how it ended.
    public struct Entry: Sendable, Equatable {
        /// How an attempt ended.
        public enum Outcome: Sendable, Equatable {
            /// The server answered with this status.
            case status(Int)
            /// No answer: the connection failed, timed out or was cancelled.
            case failed(URLError.Code)
        }

        /// The client's name for the request; every attempt of one request shares it.
        public let requestID: RequestID
        /// The request exactly as sent, secrets included: read it through `url` and `curlCommand`.
        let request: URLRequest
        /// When the attempt was sent.
        public let startedAt: Date
        /// How long it took, in seconds, to its answer or its failure.
        public let duration: TimeInterval
        /// Its status, or why there was none.
        public let outcome: Outcome
        /// Body bytes received.
        public let bytes: Int
        /// The answer's status line and fields; nil when none came.
        let head: ResponseHead?
        /// The offline cache's copy answered in the end: a 304, or the network failing behind a cached copy.
        public internal(set) var answeredFromCache: Bool

        // The two below are read from the request and the answer when asked, not as each attempt
        // ends: nearly every entry is dropped unread, and the journal's work runs cold between answers.

        /// The server's own id for the request, from one of `requestIDHeaders`.
        public var serverRequestID: String? { head?.firstValue(among: RequestJournal.requestIDHeaders).map(Redaction.text) }
        /// The request asked whether a cached copy was still current (`If-None-Match`, `If-Modified-Since`).
        public var isConditional: Bool { RequestJournal.isConditional(request) }

        /// The HTTP method sent.
        public var method: String { request.httpMethod ?? "GET" }
        /// The URL with secret query parameters and user info masked.
        public var url: String { request.url.map(Redaction.url) ?? "" }
        /// The path and query alone, masked: what a short listing shows.
        public var pathAndQuery: String {
            let full = url
            guard let scheme = full.range(of: "://") else { return full }
            let afterScheme = full[scheme.upperBound...]
            guard let start = afterScheme.firstIndex(where: { $0 == "/" || $0 == "?" }) else { return "/" }
            return String(afterScheme[start...])
        }
        /// The attempt as a `curl` command, secrets masked (`CurlCommand`).
        public var curlCommand: String { CurlCommand.make(for: request) }
        /// The status the server answered, or nil when none came.
        public var status: Int? {
            if case .status(let status) = outcome { return status }
            return nil
        }
        /// A 304: the cached copy was still current.
        public var isNotModified: Bool { status == 304 }

        /// The same attempt, recorded the same way: what each property reads is equal.
        public static func == (left: Entry, right: Entry) -> Bool {
            left.requestID == right.requestID && left.request == right.request && left.startedAt == right.startedAt
                && left.duration == right.duration && left.outcome == right.outcome && left.bytes == right.bytes
                && left.answeredFromCache == right.answeredFromCache && left.serverRequestID == right.serverRequestID
        }
    }

    /// The most entries kept; the oldest go first.
    public let capacity: Int
    private let state: SanitizerVisibleMutex<JournalRing<Entry>>

    /// An empty journal keeping at most `capacity` entries (at least one).
    public init(capacity: Int = RequestJournal.defaultCapacity) {
        self.capacity = max(1, capacity)
        state = SanitizerVisibleMutex(JournalRing(capacity: self.capacity))
    }

    /// Every entry kept, oldest first.
    public var entries: [Entry] { state.withLock { $0.inOrder } }

    /// The latest attempt that ended the way `error` says a request ended:
    /// the request behind an error a screen shows. Nil for an error no
    /// attempt made (a request that could not be built, a cancel).
    public func latest(matching error: NetworkError) -> Entry? {
        state.withLock { ring in ring.lastIndex { Self.entry($0, endedAs: error) }.map { ring[$0] } }
    }

    /// Notes that the cache's copy answered request `id` (its last attempt).
    public func noteAnsweredFromCache(_ id: RequestID) {
        state.withLock { ring in
            guard let index = ring.lastIndex(where: { $0.requestID == id }) else { return }
            ring[index].answeredFromCache = true
        }
    }

    public func didReceive(_ outcome: RequestOutcome, for route: any Route) {
        let entry: Entry
        switch outcome.result {
        case .success(let response):
            entry = Entry(requestID: outcome.requestID, request: outcome.request, startedAt: Date().addingTimeInterval(-outcome.duration),
                          duration: outcome.duration, outcome: .status(response.status), bytes: response.data.count,
                          head: response.headOnly, answeredFromCache: response.status == 304)
        case .failure(let error):
            entry = Entry(requestID: outcome.requestID, request: outcome.request, startedAt: Date().addingTimeInterval(-outcome.duration),
                          duration: outcome.duration, outcome: .failed(error.code), bytes: 0, head: nil, answeredFromCache: false)
        }
        // The oldest entry goes as this one comes, so every request pays for one entry let go:
        // shedding them by the hundred cost the request that did it as much as a page's decode.
        let oldest = state.withLock { $0.append(entry) }
        withExtendedLifetime(oldest) {}
    }

    static func isConditional(_ request: URLRequest) -> Bool {
        // One pass, lower-casing only a name of the right length: `value(forHTTPHeaderField:)` compares every name through NSString.
        (request.allHTTPHeaderFields ?? [:]).keys.contains { name in
            switch name.utf8.count {
            case 13: return name.lowercased() == "if-none-match"
            case 17: return name.lowercased() == "if-modified-since"
            default: return false
            }
        }
    }

    /// Whether an attempt that ended as `entry` did is one that ends in `error`.
    static func entry(_ entry: Entry, endedAs error: NetworkError) -> Bool {
        switch (error, entry.outcome) {
        case (.http(let status, _), .status(let answered)), (.notJSON(let status, _), .status(let answered)),
             (.unacceptableContentType(let status, _, _), .status(let answered)):
            return status == answered
        case (.rateLimited, .status(let answered)):
            return answered == 429
        // A refusal is a 401 or 403, or a token fault the authenticator reads as one (a 500 "invalid signature").
        case (.unauthorized, .status(let answered)):
            return answered >= 400
        // A body that would not decode, or was too large, came with a success.
        case (.decoding, .status(let answered)), (.tooLarge, .status(let answered)):
            return (200..<300).contains(answered)
        case (.invalidResponse, .status(let answered)):
            return (200..<300).contains(answered) || answered == 304
        case (.offline, .failed), (.timedOut, .failed), (.invalidResponse, .failed), (.tooLarge, .failed):
            return true
        default:
            return false
        }
    }
}
