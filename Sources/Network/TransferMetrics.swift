import Foundation

/// How one request went on the wire, as its transport measured it. Times are
/// seconds from the moment the request was handed to the transport until the
/// phase ended, redirects included: the phases are those of the last hop,
/// offset by the hops before it, so `total >= firstByte >= connect >= nameLookup`.
/// A field is nil where the transport cannot tell or the phase did not happen
/// (no lookup or connect on a reused connection, no TLS over plain HTTP).
public struct TransferMetrics: Sendable, Equatable {
    /// The host name was resolved.
    public var nameLookup: TimeInterval?
    /// The TCP connection was up.
    public var connect: TimeInterval?
    /// The TLS handshake was done.
    public var tlsHandshake: TimeInterval?
    /// The first byte of the response arrived.
    public var firstByte: TimeInterval?
    /// The response was complete (or the request failed).
    public var total: TimeInterval
    /// Body bytes sent, over every hop.
    public var bytesSent: Int64?
    /// Body bytes received as they came over the wire (before decoding), over every hop.
    public var bytesReceived: Int64?
    /// Redirects the transport followed.
    public var redirectCount: Int
    /// The last hop went over a connection an earlier request had opened.
    public var reusedConnection: Bool?

    /// Metrics as a transport measured them; nil where it could not tell.
    public init(
        nameLookup: TimeInterval? = nil, connect: TimeInterval? = nil, tlsHandshake: TimeInterval? = nil,
        firstByte: TimeInterval? = nil, total: TimeInterval, bytesSent: Int64? = nil, bytesReceived: Int64? = nil,
        redirectCount: Int = 0, reusedConnection: Bool? = nil
    ) {
        self.nameLookup = nameLookup
        self.connect = connect
        self.tlsHandshake = tlsHandshake
        self.firstByte = firstByte
        self.total = total
        self.bytesSent = bytesSent
        self.bytesReceived = bytesReceived
        self.redirectCount = redirectCount
        self.reusedConnection = reusedConnection
    }
}

extension URLError {
    /// The metrics a transport attached to this failure, if it measured any.
    public var transferMetrics: TransferMetrics? { userInfo[TransportErrorKey.metrics] as? TransferMetrics }

    /// This error with `metrics` attached, for a transport to fail with.
    func attaching(_ metrics: TransferMetrics?) -> URLError {
        guard let metrics else { return self }
        var info = userInfo
        info[TransportErrorKey.metrics] = metrics
        return URLError(code, userInfo: info)
    }
}
