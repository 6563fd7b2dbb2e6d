import Reactive

/// The values of a stream of `NetworkResult` as an `AsyncSequence` that
/// throws its first error as a `NetworkError`: `for try await event in
/// client.serverSentEvents(route).asyncValues()`. Iterating subscribes;
/// breaking out of the loop or cancelling the task disposes the
/// subscription, which cancels the request. Values are buffered, never dropped.
public struct NetworkValues<Value: Sendable>: AsyncSequence, Sendable {
    /// Each value of the stream.
    public typealias Element = Value
    /// The stream's first error.
    public typealias Failure = NetworkError

    private let stream: AsyncThrowingStream<Value, any Error>

    init(_ source: Observable<NetworkResult<Value>>) {
        stream = AsyncThrowingStream { continuation in
            let subscription = SingleAssignmentDisposable()
            // Set before subscribing: a source that ends at once still disposes.
            continuation.onTermination = { _ in subscription.dispose() }
            subscription.setDisposable(source.subscribe { event in
                switch event {
                case .next(.value(let value)): continuation.yield(value)
                case .next(.error(let error)): continuation.finish(throwing: error)
                case .error(let error): continuation.finish(throwing: error)
                case .completed: continuation.finish()
                }
            })
        }
    }

    /// An iterator that subscribes to the stream.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: stream.makeAsyncIterator())
    }

    /// Steps through the values; the first error ends the sequence.
    public struct AsyncIterator: AsyncIteratorProtocol {
        /// Each value of the stream.
        public typealias Element = Value
        /// The stream's first error.
        public typealias Failure = NetworkError

        var base: AsyncThrowingStream<Value, any Error>.AsyncIterator

        /// The next value, nil at the end, or the stream's error.
        public mutating func next() async throws(NetworkError) -> Value? {
            do {
                return try await base.next()
            } catch let error as NetworkError {
                throw error
            } catch {
                throw .cancelled
            }
        }
    }
}

extension ObservableType {
    /// The values of a stream of results as an `AsyncSequence` that throws the first error.
    public func asyncValues<Value: Sendable>() -> NetworkValues<Value> where Element == NetworkResult<Value> {
        NetworkValues(asObservable())
    }
}
