extension Observable {
    /// Runs `work` in a Task on each subscription and emits its result then
    /// completes, or fails with what it threw. Disposing cancels the Task, so
    /// cooperative async work (URLSession, Task.sleep) stops too.
    public static func async(
        priority: TaskPriority? = nil, _ work: @escaping @Sendable () async throws -> Element
    ) -> Observable<Element> {
        Observable { observer in
            let task = Task(priority: priority) {
                do {
                    let value = try await work()
                    observer.onNext(value)
                    observer.onCompleted()
                } catch {
                    // A CancellationError after dispose is dropped by the subscription.
                    observer.onError(error)
                }
            }
            return Disposables.create { task.cancel() }
        }
    }
}
