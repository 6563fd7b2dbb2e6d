extension ObservableType {
    /// Sends every event to the observers (a subject, say).
    @inlinable public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Sends the elements to relays. Terminal events are not forwarded: a relay never ends.
    @inlinable public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        subscribe(onNext: { value in for relay in relays { relay.accept(value) } })
    }

    /// Sends the elements to behavior relays. Terminal events are not forwarded: a relay never ends.
    @inlinable public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        subscribe(onNext: { value in for relay in relays { relay.accept(value) } })
    }

    /// Sends the elements to replay relays. Terminal events are not forwarded: a relay never ends.
    @inlinable public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        subscribe(onNext: { value in for relay in relays { relay.accept(value) } })
    }

    /// Sends every event to observers of optionals, each element wrapped.
    @inlinable public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        subscribe { event in
            for observer in observers { observer.on(event.map { $0 }) }
        }
    }

    /// Sends the elements, wrapped, to relays of optionals.
    @inlinable public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        subscribe(onNext: { value in for relay in relays { relay.accept(value) } })
    }

    /// Sends the elements, wrapped, to behavior relays of optionals.
    @inlinable public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        subscribe(onNext: { value in for relay in relays { relay.accept(value) } })
    }

    /// Sends the elements, wrapped, to replay relays of optionals.
    @inlinable public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        subscribe(onNext: { value in for relay in relays { relay.accept(value) } })
    }

    /// Sends the elements to a closure.
    @inlinable public func bind(onNext: @escaping @Sendable (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext)
    }
}
