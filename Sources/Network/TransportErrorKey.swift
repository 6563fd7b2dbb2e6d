/// What a transport adds to a URLError's userInfo beyond Foundation's keys.
public enum TransportErrorKey {
    /// On `dataLengthExceedsMaximum`: the body's size as announced, or the bytes it
    /// had reached when the transport stopped reading it (Int64).
    public static let bodyBytes = "CourierBodyBytes"
    /// On `dataLengthExceedsMaximum`: the limit it passed (Int64).
    public static let bodyLimit = "CourierBodyLimit"
    /// On any failure the transport measured: how far the request got (`TransferMetrics`).
    public static let metrics = "CourierTransferMetrics"
    /// On a TLS failure the transport could tell apart: which one (`TLSFailure`).
    public static let tlsFailure = "CourierTLSFailure"
    /// On a request the transport refused before sending: what it cannot do (String).
    public static let unsupported = "CourierUnsupported"
}
