extension ObservableType {
    /// Collects elements into arrays, emitting one when it holds `count`
    /// elements or when `timeSpan` has passed since the last cut (or since
    /// subscribing), whichever comes first; a timed-out array may be empty.
    /// Completion emits what is collected, then completes; an error drops it.
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: some SchedulerType) -> Observable<[Element]> {
        precondition(count > 0, "a buffer holds at least one element")
        let source = self
        return Observable { observer in
            TimeCountSink<BufferChunk<Element>>(observer: observer, timeSpan: timeSpan, count: count, scheduler: scheduler)
                .run(source)
        }
    }
}

struct BufferChunk<Element: Sendable>: TimeCountChunk {
    private var elements: [Element] = []

    var opened: [Element]? { nil }
    mutating func append(_ element: Element) { elements.append(element) }
    func close() -> [Element]? { elements }
    func fail(_ error: any Error) {}
}
