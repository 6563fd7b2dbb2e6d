/// What `buffer` and `window` collect into between two cuts.
protocol TimeCountChunk: Sendable {
    associatedtype Element: Sendable
    associatedtype Output: Sendable
    init()
    /// Emitted when the chunk opens: the window itself, or nothing for a buffer.
    var opened: Output? { get }
    mutating func append(_ element: Element)
    /// Ends the chunk; what it returns is emitted.
    func close() -> Output?
    func fail(_ error: any Error)
}

/// The sequence cut into chunks of `count` elements or `timeSpan`,
/// whichever comes first; each cut restarts the timer, as in RxSwift. The
/// timer fires on the scheduler's thread while the source may emit on
/// another, so both forward while holding the lock.
final class TimeCountSink<Chunk: TimeCountChunk>: @unchecked Sendable { // state guarded by `lock`
    typealias Element = Chunk.Element

    private let observer: AnyObserver<Chunk.Output>
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: any SchedulerType
    private let lock = RecursiveLock()
    private let timer = SerialDisposable()
    private var chunk = Chunk()
    private var size = 0
    /// Which chunk the running timer was started for; a stale timer does nothing.
    private var generation: UInt64 = 0
    private var stopped = false

    init(observer: AnyObserver<Chunk.Output>, timeSpan: RxTimeInterval, count: Int, scheduler: any SchedulerType) {
        self.observer = observer
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
    }

    func run(_ source: some ObservableType<Element>) -> Disposable {
        lock.withLock {
            if let opened = chunk.opened { observer.onNext(opened) }
            startTimer()
        }
        let subscription = source.subscribe(AnyObserver(on))
        return Disposables.create(subscription, timer)
    }

    private func on(_ event: Event<Element>) {
        lock.withLock {
            guard !stopped else { return }
            switch event {
            case .next(let element):
                chunk.append(element)
                size += 1
                if size == count { cut() }
            case .error(let error):
                stopped = true
                chunk.fail(error)
                observer.onError(error)
            case .completed:
                stopped = true
                if let output = chunk.close() { observer.onNext(output) }
                observer.onCompleted()
            }
        }
    }

    /// Call with the lock held.
    private func cut() {
        if let output = chunk.close() { observer.onNext(output) }
        chunk = Chunk()
        size = 0
        if let opened = chunk.opened { observer.onNext(opened) }
        startTimer()
    }

    /// Call with the lock held.
    private func startTimer() {
        generation &+= 1
        let current = generation
        timer.replace {
            scheduler.schedule(after: timeSpan) { [self] in
                lock.withLock {
                    guard !stopped, generation == current else { return }
                    cut()
                }
            }
        }
    }
}
