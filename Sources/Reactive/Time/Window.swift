extension ObservableType {
    /// Splits the sequence into windows, each an Observable emitted when it
    /// opens: at subscription, and again each time the open window has
    /// received `count` elements or `timeSpan` has passed since it opened.
    /// A window completes when the next opens; the source's terminal event
    /// ends the open window and the result. A window replays nothing, so
    /// subscribe to it as it arrives.
    public func window(
        timeSpan: RxTimeInterval, count: Int, scheduler: some SchedulerType
    ) -> Observable<Observable<Element>> {
        precondition(count > 0, "a window holds at least one element")
        let source = self
        return Observable { observer in
            TimeCountSink<WindowChunk<Element>>(observer: observer, timeSpan: timeSpan, count: count, scheduler: scheduler)
                .run(source)
        }
    }
}

struct WindowChunk<Element: Sendable>: TimeCountChunk {
    private let subject = PublishSubject<Element>()

    var opened: Observable<Element>? { subject.asObservable() }
    func append(_ element: Element) { subject.onNext(element) }

    func close() -> Observable<Element>? {
        subject.onCompleted()
        return nil
    }

    func fail(_ error: any Error) { subject.onError(error) }
}
