extension ObservableType {
    /// Like flatMap, one inner sequence at a time. As in RxSwift, `selector`
    /// runs as each element arrives; the sequences it makes wait in order
    /// until the one before them completes.
    @inlinable public func concatMap<Inner: ObservableType>(
        _ selector: @escaping @Sendable (Element) throws -> Inner
    ) -> Observable<Inner.Element> {
        let source = self
        return Observable { observer in
            InnerSubscriptionSink(observer: observer, policy: QueueBeyondLimit<Inner>(limit: 1), selector: selector).run(source)
        }
    }
}

extension ObservableType where Element: ObservableType {
    /// Subscribes to each inner sequence after the previous one completed.
    public func concat() -> Observable<Element.Element> {
        concatMap { $0 }
    }
}

extension ObservableType {
    /// This sequence, then `second` once this one has completed.
    public func concat<Second: ObservableType>(_ second: Second) -> Observable<Element> where Second.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }
}

extension Observable {
    /// The sources one after another.
    public static func concat<Source: ObservableType>(_ sources: [Source]) -> Observable<Element>
    where Source.Element == Element {
        Observable<Source>.from(sources).concat()
    }

    /// Each sequence's elements in turn: the next is subscribed when the one before completes.
    public static func concat<Source: ObservableType>(_ sources: Source...) -> Observable<Element>
    where Source.Element == Element {
        concat(sources)
    }
}
