/// Retrying, resources and debugging for every trait.
extension PrimitiveSequence {
    /// Resubscribes after every error, for ever.
    public func retry() -> PrimitiveSequence {
        PrimitiveSequence(raw: source.retry())
    }

    /// Subscribes at most `maxAttempts` times in all; the last error is passed on.
    public func retry(_ maxAttempts: Int) -> PrimitiveSequence {
        PrimitiveSequence(raw: source.retry(maxAttempts))
    }

    /// Resubscribes when the handler's sequence, made from the errors, emits; see `Observable.retry(when:)`.
    public func retry<Trigger: ObservableType>(
        when notificationHandler: @escaping @Sendable (Observable<any Error>) -> Trigger
    ) -> PrimitiveSequence {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// A resource that lives exactly as long as the subscription.
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping @Sendable () throws -> Resource,
        primitiveSequenceFactory: @escaping @Sendable (Resource) throws -> PrimitiveSequence
    ) -> PrimitiveSequence {
        PrimitiveSequence(raw: .using(resourceFactory, observableFactory: { try primitiveSequenceFactory($0).source }))
    }

    /// Prints every event; see `Observable.debug`.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function
    ) -> PrimitiveSequence {
        PrimitiveSequence(raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}
