extension ObservableType {
    /// Every event, the terminal one included, as an element; then completion.
    public func materialize() -> Observable<Event<Element>> {
        let source = self
        return Observable { observer in
            source.subscribe(AnyObserver<Element> { event in
                observer.on(.next(event))
                if event.isStopEvent { observer.on(.completed) }
            })
        }
    }
}

/// Something that carries an event: what `dematerialize` takes.
public protocol EventConvertible: Sendable {
    /// The element of the event carried.
    associatedtype Element: Sendable
    /// The event carried.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// The event itself.
    public var event: Event<Element> { self }
}

extension ObservableType where Element: EventConvertible {
    /// Turns materialized events back into events: an error or completion
    /// element ends the sequence; the source's own completion ends it too.
    public func dematerialize() -> Observable<Element.Element> {
        let source = self
        return Observable { observer in
            source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next(let carried): observer.on(carried.event)
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            })
        }
    }
}
