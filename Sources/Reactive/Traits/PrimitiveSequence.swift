/// A sequence with a narrower grammar than Observable's, named by its trait:
/// a `Single` ends with one element or an error, a `Maybe` with at most one
/// element, a `Completable` with no element at all. It wraps an Observable
/// that keeps that grammar, and is not itself an ObservableType, so a call
/// site cannot treat it as a stream of many elements by mistake.
public struct PrimitiveSequence<Trait, Element: Sendable>: Sendable {
    @usableFromInline let source: Observable<Element>

    /// Only the trait's own constructors and operators wrap a source: they
    /// are what guarantee its grammar.
    @inlinable init(raw source: Observable<Element>) {
        self.source = source
    }

    /// The sequence as an Observable, for the operators a trait does not have.
    @inlinable public func asObservable() -> Observable<Element> { source }
}

/// One element or an error: `Single`.
public enum SingleTrait {}
/// At most one element: `Maybe`.
public enum MaybeTrait {}
/// No element: `Completable`.
public enum CompletableTrait {}

/// Exactly one element, or an error.
public typealias Single<Element: Sendable> = PrimitiveSequence<SingleTrait, Element>
/// One element, completion without one, or an error.
public typealias Maybe<Element: Sendable> = PrimitiveSequence<MaybeTrait, Element>
/// Completion or an error, never an element.
public typealias Completable = PrimitiveSequence<CompletableTrait, Never>

extension PrimitiveSequence {
    /// Subscribes to the sequence this one is made from for each subscriber, when it subscribes.
    public static func deferred(_ factory: @escaping @Sendable () throws -> PrimitiveSequence) -> PrimitiveSequence {
        PrimitiveSequence(raw: .deferred { try factory().source })
    }

    /// Fails at once with `error`.
    public static func error(_ error: any Error) -> PrimitiveSequence {
        PrimitiveSequence(raw: .error(error))
    }

    /// Never ends.
    public static func never() -> PrimitiveSequence {
        PrimitiveSequence(raw: .never())
    }

    /// Runs side effects as the underlying events pass; see `Observable.do`.
    public func `do`(
        onError: (@Sendable (any Error) throws -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil,
        onDispose: (@Sendable () -> Void)? = nil
    ) -> PrimitiveSequence {
        PrimitiveSequence(raw: source.do(onError: onError, onSubscribe: onSubscribe, onDispose: onDispose))
    }
}

extension ObservableType {
    /// What `asSingle` and `asMaybe` share: keeps the one element until
    /// completion and fails with `RxError.moreThanOneElement` at a second.
    /// `onEmpty` is what completion without an element becomes.
    @inlinable func atMostOneElement(onEmpty: Event<Element>) -> Observable<Element> {
        let source = self
        return Observable { observer in
            let kept = LockedValue<Element?>(nil)
            return source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next(let value):
                    let isSecond = kept.withLock { kept -> Bool in
                        if kept != nil { return true }
                        kept = value
                        return false
                    }
                    if isSecond { observer.on(.error(RxError.moreThanOneElement)) }
                case .error:
                    observer.on(event)
                case .completed:
                    if let value = kept.withLock({ $0 }) {
                        observer.on(.next(value))
                        observer.on(.completed)
                    } else {
                        observer.on(onEmpty)
                    }
                }
            })
        }
    }
}
