import Foundation

/// What a request moves besides a small body in memory: an upload source,
/// a file to download into, who hears of progress, and limits. A request
/// operation carries one and hands it to its transport on every attempt.
public struct TransferOptions: Sendable {
    /// Sent as the request's body; it replaces any body the route encoded.
    public var upload: UploadBody?
    /// Where a successful (2xx) answer's body is written as it arrives; other
    /// answers keep theirs in memory, so an error page never lands there.
    public var destination: URL?
    /// Called as bytes move, from the transport's threads; may be called often.
    /// The transport's completion comes after its last report.
    public var progress: (@Sendable (TransferProgress) -> Void)?
    /// The largest body accepted; nil is the transport's own limit for a body
    /// kept in memory and none for one written to `destination`.
    public var maximumBodyBytes: Int64?
    /// Bounds one attempt whole instead of `Timeouts.resource`: a large body may need longer.
    public var resourceTimeout: TimeInterval?
    /// Called with each piece of a 2xx body as it arrives, in order, instead of
    /// keeping it (the response's `data` is then empty): how a stream of events
    /// is read. From the transport's threads, one piece at a time; the
    /// transport's completion comes after the last piece. A transport that
    /// buffers (a `BufferedTransport`) never calls it and keeps the body.
    public var bodyChunks: (@Sendable (Data) -> Void)?

    /// What a transfer moves; the defaults move nothing beyond the request's own body.
    public init(
        upload: UploadBody? = nil, destination: URL? = nil, progress: (@Sendable (TransferProgress) -> Void)? = nil,
        maximumBodyBytes: Int64? = nil, resourceTimeout: TimeInterval? = nil
    ) {
        self.upload = upload
        self.destination = destination
        self.progress = progress
        self.maximumBodyBytes = maximumBodyBytes
        self.resourceTimeout = resourceTimeout
    }
}
