extension ObservableType {
    /// The first `count` elements, then completion; take(0) never subscribes.
    @inlinable public func take(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "take needs a count of zero or more")
        guard count > 0 else { return .empty() }
        let source = self
        return Observable { observer in
            let remaining = LockedValue(count)
            return source.subscribe(AnyObserver<Element> { event in
                guard case .next = event else { return observer.on(event) }
                let left = remaining.withLock { remaining -> Int in
                    remaining -= 1
                    return remaining
                }
                guard left >= 0 else { return }
                observer.on(event)
                if left == 0 { observer.on(.completed) }
            })
        }
    }

    /// Drops the first `count` elements.
    @inlinable public func skip(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "skip needs a count of zero or more")
        let source = self
        return Observable { observer in
            let remaining = LockedValue(count)
            return source.subscribe(AnyObserver<Element> { event in
                guard case .next = event else { return observer.on(event) }
                let skipping = remaining.withLock { remaining -> Bool in
                    guard remaining > 0 else { return false }
                    remaining -= 1
                    return true
                }
                if !skipping { observer.on(event) }
            })
        }
    }

    /// Elements while `predicate` holds; completes at the first that fails
    /// it, which `.inclusive` emits first and `.exclusive` (the default) drops.
    @inlinable public func take(
        while predicate: @escaping @Sendable (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        let source = self
        return Observable { observer in
            source.subscribe(AnyObserver<Element> { event in
                guard case .next(let value) = event else { return observer.on(event) }
                do {
                    if try predicate(value) {
                        observer.on(event)
                    } else {
                        if behavior == .inclusive { observer.on(event) }
                        observer.on(.completed)
                    }
                } catch {
                    observer.on(.error(error))
                }
            })
        }
    }

    /// The element at `index`, then completion; fails with
    /// `RxError.argumentOutOfRange` if the sequence completes before reaching it.
    @inlinable public func element(at index: Int) -> Observable<Element> {
        precondition(index >= 0, "an index cannot be negative")
        let source = self
        return Observable { observer in
            let remaining = LockedValue(index)
            return source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next:
                    let hit = remaining.withLock { remaining -> Bool in
                        remaining -= 1
                        return remaining == -1
                    }
                    guard hit else { return }
                    observer.on(event)
                    observer.on(.completed)
                case .error: observer.on(event)
                case .completed: observer.on(.error(RxError.argumentOutOfRange))
                }
            })
        }
    }
}

/// Whether `take(while:behavior:)` emits the element that ends it.
public enum TakeBehavior: Sendable {
    /// The element that fails the predicate is emitted before completion.
    case inclusive
    /// It is not: completion comes alone.
    case exclusive
}
