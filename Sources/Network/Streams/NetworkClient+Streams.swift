import Foundation
import Reactive
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Streamed responses (Alamofire's `DataStreamRequest`): the body read as it
/// arrives, as pieces, lines, server-sent events or JSON lines, each a cold
/// `Observable` of `NetworkResult` (and, through `asyncValues()`, an
/// `AsyncSequence`). A stream runs through the same pipeline as any request
/// (plugins, credentials, refresh, validation); it is retried only before
/// its first piece, never after, so no event comes twice. Disposing it
/// cancels the request.
///
/// Deadlines: the route's `timeout` (else `Timeouts.request`) bounds the wait
/// for the answer and then each silence between pieces; `duration` (else
/// `Timeouts.resource`) bounds the whole stream, retries before it included.
/// A stream that outlives either ends with `.error(.timedOut)`.
///
/// A stream is not in `pending` and not paused by `pauseAll`: resuming would
/// send it again from the start.
extension NetworkClient {
    /// The longest line a stream keeps, in bytes, unless it says otherwise: a
    /// longer one ends the stream with `tooLarge` rather than grow without end.
    public static let defaultMaximumStreamLineBytes = 1024 * 1024

    /// Each piece of the route's body as it arrives. The request accepts any
    /// type (`Accept: */*`) unless the route's headers say otherwise.
    public func streamData(_ route: any Route, duration: TimeInterval? = nil) -> Observable<NetworkResult<Data>> {
        stream(route, duration: duration, extraHeaders: Self.accepting("*/*", unless: route)) { PieceReader() }
    }

    /// Each line of the route's body (ended by LF, CRLF or CR; a last line
    /// without an end counts). The request accepts any type unless the route says otherwise.
    public func streamLines(
        _ route: any Route, duration: TimeInterval? = nil, maximumLineBytes: Int = NetworkClient.defaultMaximumStreamLineBytes
    ) -> Observable<NetworkResult<String>> {
        stream(route, duration: duration, extraHeaders: Self.accepting("*/*", unless: route)) {
            LineReader(maximumLineBytes: maximumLineBytes)
        }
    }

    /// Each server-sent event of a `text/event-stream` body. The request says
    /// `Accept: text/event-stream` unless the route's headers say otherwise.
    public func serverSentEvents(
        _ route: any Route, duration: TimeInterval? = nil, maximumLineBytes: Int = NetworkClient.defaultMaximumStreamLineBytes
    ) -> Observable<NetworkResult<ServerSentEvent>> {
        var headers = Self.accepting("text/event-stream", unless: route)
        if !headers.isEmpty { headers["Cache-Control"] = "no-cache" }
        return stream(route, duration: duration, extraHeaders: headers) { EventReader(maximumLineBytes: maximumLineBytes) }
    }

    /// Each line of a JSON-lines body (NDJSON) decoded as `T`, with `decoder`
    /// (the route's, else the client's). A line that does not decode is an
    /// `.error(.decoding)` element and the stream goes on; blank lines are
    /// skipped. The request accepts NDJSON, JSON lines and JSON unless the route says otherwise.
    public func jsonLines<T: Decodable & Sendable>(
        _ route: any Route, as type: T.Type = T.self, decoder: (any BodyDecoder)? = nil, duration: TimeInterval? = nil,
        maximumLineBytes: Int = NetworkClient.defaultMaximumStreamLineBytes
    ) -> Observable<NetworkResult<T>> {
        let decoder = decoder ?? route.bodyDecoder ?? self.decoder
        let accept = Self.accepting("application/x-ndjson, application/jsonl, application/json", unless: route)
        return stream(route, duration: duration, extraHeaders: accept) {
            JSONLineReader<T>(decoder: decoder, maximumLineBytes: maximumLineBytes)
        }
    }

    /// `Accept: types`, unless the route's own headers name what it accepts.
    private static func accepting(_ types: String, unless route: any Route) -> [String: String] {
        route.headers.keys.contains { $0.lowercased() == "accept" } ? [:] : ["Accept": types]
    }

    /// Runs `route` as a stream, reading its body with a fresh reader per subscription.
    private func stream<Reader: StreamReader>(
        _ route: any Route, duration: TimeInterval?, extraHeaders: [String: String], reader makeReader: @escaping @Sendable () -> Reader
    ) -> Observable<NetworkResult<Reader.Element>> {
        Observable.create { [self] observer in
            let reading = StreamReading(reader: makeReader(), observer: observer)
            let operation = startStream(route, duration: duration, extraHeaders: extraHeaders, pieces: reading.read) { result in
                reading.finish(result)
            }
            return operation
        }
    }

    /// Starts the request with its body handed to `pieces` as it arrives, retried only until the first piece.
    private func startStream(
        _ route: any Route, duration: TimeInterval?, extraHeaders: [String: String], pieces: @escaping @Sendable (Data) -> Void,
        completion: @escaping RequestOperation.Completion
    ) -> RequestOperation {
        let started = StreamStarted()
        var transfer = TransferOptions()
        let whole = duration ?? timeouts.resource
        transfer.resourceTimeout = whole
        transfer.bodyChunks = { piece in
            started.operation?.pieceArrived()
            started.mark()
            pieces(piece)
        }
        var pipeline = pipeline(for: route, extraHeaders: extraHeaders, prepared: nil, transfer: transfer, registered: false)
        pipeline.deadlineIsIdle = true
        pipeline.retryBudget = whole
        let retry = pipeline.retry
        pipeline.retry = { attempt, error, decided in
            started.isMarked ? decided(.doNotRetry) : retry(attempt, error, decided)
        }
        let operation = RequestOperation(id: .generate(), pipeline: pipeline, completion: completion)
        started.operation = operation
        operation.start()
        return operation
    }
}

/// Whether a stream's first piece has come, and its operation for the pieces to
/// report to. Weak: the operation's own transfer holds this, and must not hold it back.
private final class StreamStarted: Sendable {
    private struct Weak {
        weak var operation: RequestOperation?
    }

    private let marked = Atomic<Bool>(false)
    private let held = SanitizerVisibleMutex(Weak())

    var isMarked: Bool { marked.load(ordering: .acquiring) }
    func mark() { marked.store(true, ordering: .releasing) }

    var operation: RequestOperation? {
        get { held.withLock { $0.operation } }
        set { held.withLock { $0.operation = newValue } }
    }
}
