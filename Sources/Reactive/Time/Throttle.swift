import Foundation

extension ObservableType {
    /// Lets at most one element through per `dueTime` window. The first
    /// element passes at once and opens a window. With `latest`, the last
    /// element received inside the window is emitted when it closes (and
    /// opens the next window); without it, elements inside a window are
    /// dropped. Completion waits for a pending trailing element, as RxSwift
    /// does; an error is forwarded at once and drops it.
    public func throttle(
        _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: some SchedulerType
    ) -> Observable<Element> {
        let source = self
        return Observable { observer in
            ThrottleSink(observer: observer, dueTime: dueTime, latest: latest, scheduler: scheduler).run(source)
        }
    }
}

/// The window timer fires on the scheduler's thread while the source may emit
/// on another, so both forward while holding the lock.
private final class ThrottleSink<Element: Sendable>: @unchecked Sendable { // state guarded by `lock`
    private let observer: AnyObserver<Element>
    private let dueTime: RxTimeInterval
    private let latest: Bool
    private let scheduler: any SchedulerType
    private let lock = RecursiveLock()
    private let timer = SerialDisposable()

    private var lastSent: Date?
    private var trailing: Element?
    private var completedWhileTrailing = false

    init(observer: AnyObserver<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: any SchedulerType) {
        self.observer = observer
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
    }

    func run(_ source: some ObservableType<Element>) -> Disposable {
        // Through an Observable's sink, as RxSwift subscribes, so the source is
        // let go of when it ends, not when a waiting element goes out.
        let subscription = source.asObservable().subscribe(AnyObserver(on))
        return Disposables.create(subscription, timer)
    }

    private func on(_ event: Event<Element>) {
        lock.withLock {
            switch event {
            case .next(let element):
                let remaining = lastSent.map { dueTime - scheduler.now.timeIntervalSince($0) } ?? 0
                if remaining <= 0 {
                    send(element)
                    return
                }
                guard latest else { return }
                let windowTimerRunning = trailing != nil
                trailing = element
                if !windowTimerRunning {
                    timer.replace { scheduler.schedule(after: remaining) { [self] in closeWindow() } }
                }
            case .error:
                trailing = nil
                observer.on(event)
            case .completed:
                if trailing != nil {
                    completedWhileTrailing = true
                } else {
                    observer.onCompleted()
                }
            }
        }
    }

    private func send(_ element: Element) {
        trailing = nil
        observer.onNext(element)
        // Stamped after delivery, as RxSwift does: slow observers get the full window.
        lastSent = scheduler.now
    }

    private func closeWindow() {
        lock.withLock {
            if let element = trailing { send(element) }
            if completedWhileTrailing { observer.onCompleted() }
        }
    }
}
