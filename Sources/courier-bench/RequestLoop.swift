import DummyJSON
import Models

/// What `request-loop MODE N` sends, one request at a time, for Network's overhead
/// over its transport and decoder (`RequestLoopPairs` runs them in pairs).
enum RequestLoop: String, CaseIterable {
    /// The first page through CurlTransport and the decoder, one URLRequest made once and sent each time.
    case raw
    /// The first page through Network.
    case network
    /// `raw` after one request through Network answered from memory: Network's own work, cold.
    case rawAndOwn = "raw-and-own"
    /// The pages in turn through CurlTransport and the decoder, each URLRequest made as it is
    /// sent: what a caller of the transport does for a request it has not just sent.
    case rawPages = "raw-pages"
    /// The pages in turn through Network.
    case networkPages = "network-pages"
    /// The first page through CurlTransport, not decoded: the transport alone.
    case rawBytes = "raw-bytes"
    /// The first page through Network as a `TransportResponse`, not decoded: against
    /// `raw-bytes`, Network's cost with no decode between its requests to evict it.
    case networkBytes = "network-bytes"

    /// How the loop sends: one request at a time, or `NetworkBench.inFlight` at once, as (e) does.
    enum Pace: String {
        case sequential
        case inFlight = "in-flight"

        /// The part of `courier-bench network` whose overhead this pace measures.
        var row: String { self == .sequential ? "(d)" : "(e)" }

        /// How many requests were going at once, in words.
        var label: String { self == .sequential ? "one at a time" : "\(NetworkBench.inFlight) in flight" }

        /// What `request-loop` is given after N for this pace.
        var arguments: [String] { self == .sequential ? [] : [rawValue] }
    }

    /// Pages walked in turn by the `-pages` modes: full pages of the staging server's products.
    static let defaultWalkedPages = 6

    static var walkedRoutes: [ProductRouter] {
        (0..<defaultWalkedPages).map { ProductRouter.list(Paging(skip: $0 * Paging.defaultLimit)) }
    }

    /// The mode whose figure this one's is compared with.
    var baseline: RequestLoop {
        switch self {
        case .network, .raw, .rawAndOwn: return .raw
        case .networkPages, .rawPages: return .rawPages
        case .networkBytes, .rawBytes: return .rawBytes
        }
    }
}
