extension Observable {
    /// Emits `resultSelector` over the latest element of every source each
    /// time one emits, once all have emitted. Completes when all have completed.
    @inlinable public static func combineLatest<A: ObservableType, B: ObservableType>(
        _ a: A, _ b: B,
        resultSelector: @escaping @Sendable (A.Element, B.Element) throws -> Element
    ) -> Observable<Element> {
        Observable { observer in
            let sa = Slot<A.Element>(), sb = Slot<B.Element>()
            let sink = CombineLatestSink(arity: 2, observer: observer) {
                try resultSelector(sa.latest!, sb.latest!)
            }
            return Disposables.create(sink.subscribe(a, 0, sa), sink.subscribe(b, 1, sb))
        }
    }

    /// The latest elements of three sequences, combined by `resultSelector` each time any of them sends,
    /// once all have sent; it ends when all have completed, or at the first error.
    @inlinable public static func combineLatest<A: ObservableType, B: ObservableType, C: ObservableType>(
        _ a: A, _ b: B, _ c: C,
        resultSelector: @escaping @Sendable (A.Element, B.Element, C.Element) throws -> Element
    ) -> Observable<Element> {
        Observable { observer in
            let sa = Slot<A.Element>(), sb = Slot<B.Element>(), sc = Slot<C.Element>()
            let sink = CombineLatestSink(arity: 3, observer: observer) {
                try resultSelector(sa.latest!, sb.latest!, sc.latest!)
            }
            return Disposables.create(sink.subscribe(a, 0, sa), sink.subscribe(b, 1, sb), sink.subscribe(c, 2, sc))
        }
    }

    /// The latest elements of four sequences, combined by `resultSelector` each time any sends, once all have.
    @inlinable public static func combineLatest<A: ObservableType, B: ObservableType, C: ObservableType, D: ObservableType>(
        _ a: A, _ b: B, _ c: C, _ d: D,
        resultSelector: @escaping @Sendable (A.Element, B.Element, C.Element, D.Element) throws -> Element
    ) -> Observable<Element> {
        Observable { observer in
            let sa = Slot<A.Element>(), sb = Slot<B.Element>(), sc = Slot<C.Element>(), sd = Slot<D.Element>()
            let sink = CombineLatestSink(arity: 4, observer: observer) {
                try resultSelector(sa.latest!, sb.latest!, sc.latest!, sd.latest!)
            }
            return Disposables.create(
                sink.subscribe(a, 0, sa), sink.subscribe(b, 1, sb), sink.subscribe(c, 2, sc), sink.subscribe(d, 3, sd)
            )
        }
    }

    /// The array form: `resultSelector` gets the latest elements in source order.
    /// An empty array completes at once.
    @inlinable public static func combineLatest<Source: ObservableType>(
        _ sources: [Source],
        resultSelector: @escaping @Sendable ([Source.Element]) throws -> Element
    ) -> Observable<Element> {
        guard !sources.isEmpty else { return .empty() }
        return Observable { observer in
            let slots = sources.map { _ in Slot<Source.Element>() }
            let sink = CombineLatestSink(arity: sources.count, observer: observer) {
                try resultSelector(slots.map { $0.latest! })
            }
            return Disposables.create(sources.indices.map { sink.subscribe(sources[$0], $0, slots[$0]) })
        }
    }

    /// The latest elements of two sequences as a pair, each time either sends, once both have.
    @inlinable public static func combineLatest<A: ObservableType, B: ObservableType>(_ a: A, _ b: B) -> Observable<Element>
    where Element == (A.Element, B.Element) {
        combineLatest(a, b) { ($0, $1) }
    }

    /// The latest elements of three sequences as a triple, each time any sends, once all have.
    @inlinable public static func combineLatest<A: ObservableType, B: ObservableType, C: ObservableType>(
        _ a: A, _ b: B, _ c: C
    ) -> Observable<Element> where Element == (A.Element, B.Element, C.Element) {
        combineLatest(a, b, c) { ($0, $1, $2) }
    }

    /// The latest element of every sequence, in order, each time any sends, once all have.
    @inlinable public static func combineLatest<Source: ObservableType>(_ sources: [Source]) -> Observable<Element>
    where Element == [Source.Element] {
        combineLatest(sources) { $0 }
    }
}

/// One source's latest element, typed, so no element is boxed on its way
/// through. Read and written only under the owning sink's lock.
@usableFromInline
final class Slot<Value: Sendable>: @unchecked Sendable { // guarded by the sink's lock
    @exclusivity(unchecked) @usableFromInline var latest: Value?
    /// What `zip` has received and not yet paired.
    var queue = DrainingQueue<Value>()

    @usableFromInline init() {}
}

@usableFromInline
final class CombineLatestSink<Element: Sendable>: @unchecked Sendable { // vars guarded by lock
    @usableFromInline let lock = ReentrantMutex()
    @usableFromInline let observer: AnyObserver<Element>
    @usableFromInline let makeResult: () throws -> Element
    @usableFromInline let arity: Int
    @exclusivity(unchecked) @usableFromInline var withValue = 0
    @exclusivity(unchecked) @usableFromInline var done: [Bool]
    @exclusivity(unchecked) @usableFromInline var doneCount = 0
    @exclusivity(unchecked) @usableFromInline var stopped = false

    @inlinable init(arity: Int, observer: AnyObserver<Element>, makeResult: @escaping () throws -> Element) {
        self.arity = arity
        self.observer = observer
        self.makeResult = makeResult
        self.done = Array(repeating: false, count: arity)
    }

    @inlinable func subscribe<Source: ObservableType>(_ source: Source, _ index: Int, _ slot: Slot<Source.Element>) -> Disposable {
        // Each source is let go of as soon as it ends, as RxSwift does.
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(source.subscribe(AnyObserver { event in
            if event.isStopEvent { subscription.dispose() }
            self.on(event, index, slot)
        }))
        return subscription
    }

    @inlinable func on<Value>(_ event: Event<Value>, _ index: Int, _ slot: Slot<Value>) {
        lock.withLock {
            guard !stopped else { return }
            switch event {
            case .next(let value):
                if slot.latest == nil { withValue += 1 }
                slot.latest = value
                if withValue == arity {
                    do { observer.on(.next(try makeResult())) } catch { forwardStop(.error(error)) }
                } else if doneCount == arity - 1, !done[index] {
                    // Every other source ended, some without a value: no result can ever come.
                    forwardStop(.completed)
                }
            case .error(let error):
                forwardStop(.error(error))
            case .completed:
                guard !done[index] else { return }
                done[index] = true
                doneCount += 1
                if doneCount == arity { forwardStop(.completed) }
            }
        }
    }

    @inlinable func forwardStop(_ event: Event<Element>) {
        stopped = true
        observer.on(event)
    }
}
