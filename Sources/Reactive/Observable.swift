/// A cold sequence: nothing happens until it is subscribed, and each
/// subscription runs the producer anew. Disposing a subscription stops the
/// work behind it and silences it: no event reaches the observer afterwards.
public struct Observable<Element: Sendable>: ObservableType {
    /// The work a subscription runs: it sends events to the observer and returns what stops it.
    public typealias Producer = @Sendable (AnyObserver<Element>) -> Disposable

    @usableFromInline let producer: Producer

    /// Wraps a producer. Unlike `create`, this is the operators' own entry point.
    @inlinable init(_ producer: @escaping Producer) {
        self.producer = producer
    }

    /// A sequence made by a closure that emits to the observer and returns
    /// what stops its work.
    @inlinable public static func create(_ subscribe: @escaping Producer) -> Observable<Element> {
        Observable(subscribe)
    }

    /// Runs the producer for `observer`; disposing the result stops it and silences it.
    @inlinable public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = SubscriptionSink(observer: observer)
        // The outermost subscribe on a thread opens a trampoline: what the
        // chain schedules on CurrentThreadScheduler runs once it is all subscribed.
        if Trampoline.isIdle {
            Trampoline.run { sink.run(producer) }
        } else {
            sink.run(producer)
        }
        return sink
    }

    /// Itself.
    @inlinable public func asObservable() -> Observable<Element> { self }
}
