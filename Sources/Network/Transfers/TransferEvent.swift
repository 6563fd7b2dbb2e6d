/// What a transfer stream carries: progress while the body moves, then its
/// one result, then completion.
public enum TransferEvent<Value: Sendable>: Sendable {
    case progress(TransferProgress)
    case result(NetworkResult<Value>)

    public var progress: TransferProgress? {
        if case .progress(let progress) = self { return progress }
        return nil
    }

    public var result: NetworkResult<Value>? {
        if case .result(let result) = self { return result }
        return nil
    }
}
