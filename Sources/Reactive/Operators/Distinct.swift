extension ObservableType {
    /// Drops an element equal to the one before it.
    @inlinable public func distinctUntilChanged() -> Observable<Element> where Element: Equatable {
        distinctUntilChanged(by: { $0 }, comparer: ==)
    }

    /// Drops an element whose key equals the previous element's key.
    @inlinable public func distinctUntilChanged<Key: Equatable & Sendable>(
        by key: @escaping @Sendable (Element) throws -> Key
    ) -> Observable<Element> {
        distinctUntilChanged(by: key, comparer: ==)
    }

    /// Drops an element that `comparer` calls equal to the previous one.
    @inlinable public func distinctUntilChanged(
        _ comparer: @escaping @Sendable (Element, Element) throws -> Bool
    ) -> Observable<Element> {
        distinctUntilChanged(by: { $0 }, comparer: comparer)
    }

    /// Keeps the last key, not the last element, so the key selector runs once per element.
    @inlinable public func distinctUntilChanged<Key: Sendable>(
        by key: @escaping @Sendable (Element) throws -> Key,
        comparer: @escaping @Sendable (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        let source = self
        return Observable { observer in
            let last = LockedValue<Key?>(nil)
            return source.subscribe(AnyObserver<Element> { event in
                guard case .next(let value) = event else { return observer.on(event) }
                do {
                    let current = try key(value)
                    let previous = last.withLock { last in
                        defer { last = current }
                        return last
                    }
                    if let previous, try comparer(previous, current) { return }
                    observer.on(event)
                } catch {
                    observer.on(.error(error))
                }
            })
        }
    }

    /// Emits `elements` first, then the sequence.
    @inlinable public func startWith(_ elements: Element...) -> Observable<Element> {
        let source = self
        return Observable { observer in
            for element in elements { observer.on(.next(element)) }
            return source.subscribe(observer)
        }
    }
}

extension ObservableType {
    /// Drops an element whose property at `keyPath` equals the previous element's.
    @inlinable public func distinctUntilChanged<Property: Equatable & Sendable>(
        at keyPath: KeyPath<Element, Property> & Sendable
    ) -> Observable<Element> {
        distinctUntilChanged(by: { $0[keyPath: keyPath] }, comparer: ==)
    }
}
