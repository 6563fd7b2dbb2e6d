/// What a transfer stream carries: progress while the body moves, then its
/// one result, then completion.
public enum TransferEvent<Value: Sendable>: Sendable {
    /// Bytes moved so far.
    case progress(TransferProgress)
    /// The transfer's one result: the last event before completion.
    case result(NetworkResult<Value>)

    /// The progress, if this is progress.
    public var progress: TransferProgress? {
        if case .progress(let progress) = self { return progress }
        return nil
    }

    /// The result, if this is the result.
    public var result: NetworkResult<Value>? {
        if case .result(let result) = self { return result }
        return nil
    }
}
