extension ObservableType where Element: ObservableType {
    /// Merges the inner sequences, at most `maxConcurrent` at a time; the
    /// others wait in arrival order until a running one completes.
    /// merge(maxConcurrent: 1) is concat.
    @inlinable public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        precondition(maxConcurrent > 0, "merge needs at least one concurrent sequence")
        let source = self
        return Observable { observer in
            InnerSubscriptionSink(observer: observer, policy: QueueBeyondLimit<Element>(limit: maxConcurrent), selector: { $0 }).run(source)
        }
    }
}
