extension ObservableType {
    /// Subscribes to the source on `scheduler`, and disposes that subscription
    /// there too: for sources whose setup must happen on a particular queue.
    public func subscribe(on scheduler: some ImmediateSchedulerType) -> Observable<Element> {
        let source = self
        return Observable { observer in
            let everything = SerialDisposable()
            let pendingSubscribe = SingleAssignmentDisposable()
            everything.disposable = pendingSubscribe
            pendingSubscribe.setDisposable(scheduler.schedule {
                let subscription = source.subscribe(observer)
                everything.disposable = ScheduledDisposable(subscription, on: scheduler)
            })
            return everything
        }
    }
}

/// Disposes the wrapped disposable on a scheduler, once.
private final class ScheduledDisposable: Cancelable {
    private let wrapped = SingleAssignmentDisposable()
    private let scheduler: any ImmediateSchedulerType

    init(_ disposable: Disposable, on scheduler: any ImmediateSchedulerType) {
        wrapped.setDisposable(disposable)
        self.scheduler = scheduler
    }

    var isDisposed: Bool { wrapped.isDisposed }

    func dispose() {
        let wrapped = self.wrapped
        // The disposal itself is not cancellable: once asked for, it must happen.
        _ = scheduler.schedule { wrapped.dispose() }
    }
}
