extension ObservableType {
    /// Follows only the sequence made from an element that arrived while no
    /// inner sequence was running; elements arriving while one runs are
    /// dropped without calling `selector`, as in RxSwift. Completes when this
    /// sequence and the running inner one have completed.
    @inlinable public func flatMapFirst<Inner: ObservableType>(
        _ selector: @escaping @Sendable (Element) throws -> Inner
    ) -> Observable<Inner.Element> {
        let source = self
        return Observable { observer in
            InnerSubscriptionSink(observer: observer, policy: DropWhileBusy<Inner>(), selector: selector).run(source)
        }
    }
}
