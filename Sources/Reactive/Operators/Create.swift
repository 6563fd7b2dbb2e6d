extension Observable {
    /// One element, then completion.
    @inlinable public static func just(_ element: Element) -> Observable<Element> {
        Observable { observer in
            observer.on(.next(element))
            observer.on(.completed)
            return Disposables.create()
        }
    }

    /// The elements of a sequence in order, then completion. The sequence is
    /// walked on the subscribing thread, so it must be finite.
    @inlinable public static func from<S: Sequence & Sendable>(_ elements: S) -> Observable<Element>
    where S.Element == Element {
        Observable { observer in
            for element in elements { observer.on(.next(element)) }
            observer.on(.completed)
            return Disposables.create()
        }
    }

    /// The elements given, then completion.
    @inlinable public static func of(_ elements: Element...) -> Observable<Element> {
        from(elements)
    }

    /// Completes at once without an element.
    @inlinable public static func empty() -> Observable<Element> {
        Observable { observer in
            observer.on(.completed)
            return Disposables.create()
        }
    }

    /// Never emits and never ends: a placeholder that holds a binding open.
    @inlinable public static func never() -> Observable<Element> {
        Observable { _ in Disposables.create() }
    }

    /// Fails at once with `error`.
    @inlinable public static func error(_ error: any Error) -> Observable<Element> {
        Observable { observer in
            observer.on(.error(error))
            return Disposables.create()
        }
    }

    /// Builds the sequence anew for each subscriber, when it subscribes; a
    /// factory that throws fails that subscription.
    @inlinable public static func deferred(_ factory: @escaping @Sendable () throws -> Observable<Element>) -> Observable<Element> {
        Observable { observer in
            do {
                return try factory().subscribe(observer)
            } catch {
                observer.on(.error(error))
                return Disposables.create()
            }
        }
    }
}

extension Observable where Element: BinaryInteger {
    /// `count` consecutive integers from `start`.
    public static func range(start: Element, count: Element) -> Observable<Element> {
        precondition(count >= 0, "range needs a count of zero or more")
        return from(Array(sequence(first: start) { $0 + 1 }.prefix(Int(count))))
    }
}
