extension ObservableType {
    /// For each subscriber: makes a subject, shares the source through it
    /// with the sequence `selector` builds on it, then connects, as RxSwift's
    /// `multicast(_:selector:)`. A factory or selector that throws fails that
    /// subscription before the source is subscribed.
    public func multicast<Subject: SubjectType, Result: Sendable>(
        _ subjectSelector: @escaping @Sendable () throws -> Subject,
        selector: @escaping @Sendable (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Element == Element {
        let source = asObservable()
        return Observable { observer in
            let connectable: ConnectableObservable<Element>
            let shared: Observable<Result>
            do {
                connectable = source.multicast(try subjectSelector())
                shared = try selector(connectable.asObservable())
            } catch {
                observer.onError(error)
                return Disposables.create()
            }
            let subscription = shared.subscribe(observer)
            let connection = connectable.connect()
            return Disposables.create(subscription, connection)
        }
    }
}
