extension ObservableType {
    /// Follows only the sequence made from the latest element: a new element
    /// disposes the previous inner sequence before subscribing the next.
    /// Completes when this sequence and the latest inner one have completed.
    @inlinable public func flatMapLatest<Inner: ObservableType>(
        _ selector: @escaping @Sendable (Element) throws -> Inner
    ) -> Observable<Inner.Element> {
        let source = self
        return Observable { observer in
            InnerSubscriptionSink(observer: observer, policy: SwitchToLatest<Inner>(), selector: selector).run(source)
        }
    }
}

extension ObservableType where Element: ObservableType {
    /// Follows the latest inner sequence, dropping the earlier ones.
    @inlinable public func switchLatest() -> Observable<Element.Element> {
        flatMapLatest { $0 }
    }
}
