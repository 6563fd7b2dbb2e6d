extension Observable {
    /// Pairs the sources' elements by position: the first of each, then the
    /// second of each. As in RxSwift 6, completes only once every source has
    /// completed, even if one ended with nothing left to pair.
    public static func zip<A: ObservableType, B: ObservableType>(
        _ a: A, _ b: B,
        resultSelector: @escaping @Sendable (A.Element, B.Element) throws -> Element
    ) -> Observable<Element> {
        Observable { observer in
            let sa = Slot<A.Element>(), sb = Slot<B.Element>()
            let sink = ZipSink(observer: observer, queues: [sa, sb]) {
                try resultSelector(sa.dequeue(), sb.dequeue())
            }
            return Disposables.create(sink.subscribe(a, 0, sa), sink.subscribe(b, 1, sb))
        }
    }

    /// The nth elements of three sequences, combined by `resultSelector`, pair by pair; it ends when one
    /// has completed and nothing more can be paired, or at the first error.
    public static func zip<A: ObservableType, B: ObservableType, C: ObservableType>(
        _ a: A, _ b: B, _ c: C,
        resultSelector: @escaping @Sendable (A.Element, B.Element, C.Element) throws -> Element
    ) -> Observable<Element> {
        Observable { observer in
            let sa = Slot<A.Element>(), sb = Slot<B.Element>(), sc = Slot<C.Element>()
            let sink = ZipSink(observer: observer, queues: [sa, sb, sc]) {
                try resultSelector(sa.dequeue(), sb.dequeue(), sc.dequeue())
            }
            return Disposables.create(sink.subscribe(a, 0, sa), sink.subscribe(b, 1, sb), sink.subscribe(c, 2, sc))
        }
    }

    /// The array form. Besides completing once every source has, it completes,
    /// as RxSwift 6's does, at an element that cannot be paired while every
    /// other source is done; an empty array completes at once.
    public static func zip<Source: ObservableType>(
        _ sources: [Source],
        resultSelector: @escaping @Sendable ([Source.Element]) throws -> Element
    ) -> Observable<Element> {
        guard !sources.isEmpty else { return .empty() }
        return Observable { observer in
            let slots = sources.map { _ in Slot<Source.Element>() }
            let sink = ZipSink(observer: observer, queues: slots, completesAtUnpairedElement: true) {
                try resultSelector(slots.map { $0.dequeue() })
            }
            return Disposables.create(sources.indices.map { sink.subscribe(sources[$0], $0, slots[$0]) })
        }
    }

    /// The nth elements of two sequences as a pair.
    public static func zip<A: ObservableType, B: ObservableType>(_ a: A, _ b: B) -> Observable<Element>
    where Element == (A.Element, B.Element) {
        zip(a, b) { ($0, $1) }
    }

    /// The nth elements of three sequences as a triple.
    public static func zip<A: ObservableType, B: ObservableType, C: ObservableType>(
        _ a: A, _ b: B, _ c: C
    ) -> Observable<Element> where Element == (A.Element, B.Element, C.Element) {
        zip(a, b, c) { ($0, $1, $2) }
    }

    /// The nth element of every sequence, in order.
    public static func zip<Source: ObservableType>(_ sources: [Source]) -> Observable<Element>
    where Element == [Source.Element] {
        zip(sources) { $0 }
    }
}

/// What ZipSink needs to know of a slot without its element type.
protocol ZipQueue: AnyObject {
    var isEmpty: Bool { get }
}

extension Slot: ZipQueue {
    var isEmpty: Bool { queue.isEmpty }

    func enqueue(_ value: Value) {
        queue.append(value)
    }

    /// Called only once every slot has a value waiting.
    func dequeue() -> Value {
        guard let value = queue.next() else { preconditionFailure("zip dequeued an empty slot") }
        return value
    }
}

final class ZipSink<Element: Sendable>: @unchecked Sendable { // vars guarded by lock
    private let lock = ReentrantMutex()
    private let observer: AnyObserver<Element>
    private let queues: [any ZipQueue]
    private let makeResult: () throws -> Element
    /// Complete at an element left unpaired while every other source is done (the array form).
    private let completesAtUnpairedElement: Bool
    private var done: [Bool]
    private var stopped = false

    init(
        observer: AnyObserver<Element>, queues: [any ZipQueue], completesAtUnpairedElement: Bool = false,
        makeResult: @escaping () throws -> Element
    ) {
        self.observer = observer
        self.queues = queues
        self.completesAtUnpairedElement = completesAtUnpairedElement
        self.makeResult = makeResult
        self.done = Array(repeating: false, count: queues.count)
    }

    func subscribe<Source: ObservableType>(_ source: Source, _ index: Int, _ slot: Slot<Source.Element>) -> Disposable {
        // Each source is let go of as soon as it ends, as RxSwift does.
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(source.subscribe(AnyObserver { event in
            if event.isStopEvent { subscription.dispose() }
            self.on(event, index, slot)
        }))
        return subscription
    }

    private func on<Value>(_ event: Event<Value>, _ index: Int, _ slot: Slot<Value>) {
        lock.withLock {
            guard !stopped else { return }
            switch event {
            case .next(let value):
                slot.enqueue(value)
                guard queues.allSatisfy({ !$0.isEmpty }) else {
                    if completesAtUnpairedElement, done.count(where: { $0 }) == done.count - 1 { forwardStop(.completed) }
                    return
                }
                do {
                    observer.on(.next(try makeResult()))
                } catch {
                    return forwardStop(.error(error))
                }
            case .error(let error):
                forwardStop(.error(error))
            case .completed:
                done[index] = true
                if !done.contains(false) { forwardStop(.completed) }
            }
        }
    }

    private func forwardStop(_ event: Event<Element>) {
        stopped = true
        observer.on(event)
    }
}
