import Foundation

/// The DummyJSON contract (docs/API.md) served from generated data.
/// It is pure request → response: the socket engine owns delays and
/// delivery, so every route is testable without a socket.
package final class StagingAPI: HTTPHandler {
    package struct Configuration: Sendable {
        package var seed: UInt64
        /// Records per collection, by collection name (`products`); a
        /// collection not named has its default count.
        package var counts: [String: Int]
        /// Access-token lifetime in seconds, overriding `expiresInMins` (tests use a few seconds).
        package var tokenTTL: TimeInterval?
        /// Added to every response's delay, on top of `?delay=`.
        package var latencyMilliseconds: Int
        /// Whether `X-Courier-Fault` is obeyed; off, the header is ignored.
        package var faultsEnabled: Bool
        /// The HMAC key; nil derives one from `seed` (`derivedTokenSecret`),
        /// so a restarted server with the same seed accepts the tokens it
        /// signed before and nobody is signed out by a restart.
        package var tokenSecret: [UInt8]?
        /// What "now" is for token expiry and `deletedOn`; tests inject a settable one.
        package var clock: @Sendable () -> Date
        /// How many memoised GET answers to keep (least recently used out); 0 turns the memo off.
        package var memoEntries: Int

        package static let defaultSeed: UInt64 = 1

        /// The key a server without `tokenSecret` signs with: stable for a
        /// seed, different between seeds. Anyone who knows the seed can
        /// forge a token, which is fine for demo data on loopback; a server
        /// others can reach should be given a secret of its own.
        package static func derivedTokenSecret(seed: UInt64) -> [UInt8] {
            SHA256.hash(Array("courier-server token secret, seed \(seed)".utf8))
        }
        /// A few hundred: every list, search and item page a client session touches.
        package static let defaultMemoEntries = 256

        package init(
            seed: UInt64 = defaultSeed, counts: [String: Int] = [:], tokenTTL: TimeInterval? = nil, latencyMilliseconds: Int = 0, faultsEnabled: Bool = false,
            tokenSecret: [UInt8]? = nil, clock: @escaping @Sendable () -> Date = { Date() },
            memoEntries: Int = defaultMemoEntries
        ) {
            self.seed = seed
            self.counts = counts
            self.tokenTTL = tokenTTL
            self.latencyMilliseconds = latencyMilliseconds
            self.faultsEnabled = faultsEnabled
            self.tokenSecret = tokenSecret
            self.clock = clock
            self.memoEntries = memoEntries
        }
    }

    static let maxDelayMilliseconds = 5000
    static let defaultExpiresInMins = 60
    static let maxExpiresInMins = 43200
    static let refreshTokenLifetime: TimeInterval = 30 * 24 * 60 * 60

    package let configuration: Configuration
    let data: StagingDataset
    let router: CollectionRouter
    let signer: TokenSigner
    let memo: ResponseMemo
    let pictures: StagingPictures
    /// `GET /openapi.json`: built once, the same bytes (and ETag) every time.
    let openAPI: Data

    package convenience init(configuration: Configuration = Configuration()) {
        self.init(configuration: configuration, collections: StagingCollections.standard)
    }

    init(configuration: Configuration, collections: [any StagingCollection.Type]) {
        self.configuration = configuration
        data = StagingDataset(CollectionContext(seed: configuration.seed, counts: configuration.counts), collections: collections)
        router = CollectionRouter(data)
        pictures = StagingPictures(seed: configuration.seed)
        memo = ResponseMemo(limits: .init(entries: configuration.memoEntries, bytes: ResponseMemo.Limits.default.bytes))
        let standard = StagingCollections.standard.map(ObjectIdentifier.init)
        openAPI = collections.map(ObjectIdentifier.init) == standard
            ? OpenAPIDocument.standardBytes : OpenAPIDocument.bytes(OpenAPIDocument.document(collections: collections))
        signer = TokenSigner(secret: configuration.tokenSecret ?? Configuration.derivedTokenSecret(seed: configuration.seed))
    }

    package func handle(_ request: HTTPRequest) -> HTTPResponse {
        var response: HTTPResponse
        var fault: Fault?
        do {
            fault = configuration.faultsEnabled ? try Fault(header: request.header(Fault.headerName)) : nil
            try checkBeforeRouting(request)
            let (routed, etag) = routeMemoised(request)
            response = ETag.apply(to: routed, tag: etag, for: request)
        } catch {
            response = error.response
        }
        // A fault's bytes are sent as made: `huge` must stay huge, `truncate` cut in the plain body.
        if let fault { response = fault.apply(to: response, request: request, data: data) } else { response = Compression.apply(to: response, for: request) }
        response.delayMilliseconds = ListQuery.delayMilliseconds(request) + max(configuration.latencyMilliseconds, 0)
        return response
    }

    /// What upstream's middleware refuses before any route, in its order:
    /// the body (400, 413), then, unless a trailing slash redirects first,
    /// `limit`, `skip`, `q`, `delay`, `order` and a multipart body on a
    /// method that takes none.
    private func checkBeforeRouting(_ request: HTTPRequest) throws(APIFailure) {
        _ = try RequestBody.value(of: request)
        if request.path.count > 1, request.path.hasSuffix("/") { return }
        _ = try ListQuery(request)
    }

    var now: Date { configuration.clock() }

    /// The OpenAPI document of the standard collections, indented for reading: `courier-server --openapi`.
    package static func openAPIDocument() -> String {
        let compact = OpenAPIDocument.standardBytes
        guard let object = try? JSONSerialization.jsonObject(with: compact),
              let pretty = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else { return String(decoding: compact, as: UTF8.self) }
        return String(decoding: pretty, as: UTF8.self)
    }
}
