import Synchronization

extension Observable where Element: FixedWidthInteger {
    /// Emits 0 after `dueTime`; then, with a `period`, 1, 2, ... every period,
    /// and without one completes. Disposing cancels the scheduled work.
    public static func timer(
        _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: some SchedulerType
    ) -> Observable<Element> {
        Observable { observer in
            guard let period else {
                return scheduler.schedule(after: dueTime) {
                    observer.onNext(0)
                    observer.onCompleted()
                }
            }
            // Ticks of one periodic action never overlap, but they may run on
            // different threads of a concurrent queue, so the count is locked.
            let count = Mutex<Element>(0)
            return scheduler.schedulePeriodic(startAfter: dueTime, period: period) {
                let value = count.withLock { count in
                    defer { count &+= 1 }
                    return count
                }
                observer.onNext(value)
            }
        }
    }

    /// Emits 0, 1, 2, ... every `period`, the first after one period.
    public static func interval(_ period: RxTimeInterval, scheduler: some SchedulerType) -> Observable<Element> {
        timer(period, period: period, scheduler: scheduler)
    }
}
