extension ObservableType {
    /// Subscribes to the sequence made from each element and merges all of
    /// them; completes once this sequence and every inner one have completed.
    @inlinable public func flatMap<Inner: ObservableType>(
        _ selector: @escaping @Sendable (Element) throws -> Inner
    ) -> Observable<Inner.Element> {
        let source = self
        return Observable { observer in
            InnerSubscriptionSink(observer: observer, policy: MergeEveryInner<Inner>(), selector: selector).run(source)
        }
    }
}

extension ObservableType where Element: ObservableType {
    /// Merges the inner sequences as they arrive.
    @inlinable public func merge() -> Observable<Element.Element> {
        flatMap { $0 }
    }
}

extension Observable {
    /// Interleaves the elements of every source; fails when one fails.
    public static func merge<Source: ObservableType>(_ sources: [Source]) -> Observable<Element>
    where Source.Element == Element {
        Observable<Source>.from(sources).flatMap { $0 }
    }

    /// Every element of every sequence as it comes; it ends when all have completed, or at the first error.
    public static func merge<Source: ObservableType>(_ sources: Source...) -> Observable<Element>
    where Source.Element == Element {
        merge(sources)
    }
}
