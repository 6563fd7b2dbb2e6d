import Foundation
import Reactive

/// Runs a subcommand's async code on the thread that called `run` (the main
/// thread), which waits for it anyway.
///
/// A `Task` followed by `dispatchMain()` costs a one-shot command four
/// threads it has no use for: `dispatchMain` ends the main thread and a new
/// one drains the main queue; the task's code goes to the cooperative pool;
/// the pool's first thread starts libdispatch's manager, whose monitor starts
/// another when the first waits. Each costs its creation, its stack's pages
/// and the wake-ups of handing work across (docs/BENCHMARKS.md). Here the
/// task prefers this executor, so everything it runs that belongs to no actor
/// runs in `run`'s loop; only the network's own threads remain.
///
/// Nothing the commands run may wait for the main actor or the main queue,
/// which nothing drains while `run` waits: the subcommands use neither (the
/// app, which does, is not run here).
final class CommandThread<Value: Sendable>: TaskExecutor, @unchecked Sendable {
    // @unchecked: `jobs` and `value` are read and written under `condition` alone.
    private let condition = NSCondition()
    /// Jobs in the order they came: a burst of child tasks costs each job one step, not a shift of the rest.
    private var jobs = DrainingQueue<UnownedJob>()
    private var value: Value?

    /// `operation`'s result, computed on this thread.
    static func run(_ operation: sending @escaping () async -> Value) -> Value {
        let thread = CommandThread()
        Task.detached(executorPreference: thread) {
            thread.finish(with: await operation())
        }
        while let job = thread.next() {
            job.runSynchronously(on: thread.asUnownedTaskExecutor())
        }
        return thread.condition.withLock { thread.value! }
    }

    /// Signalled after the lock is let go: signalled under it, the loop would wake
    /// only to wait for the lock, and the network's thread to wake it again.
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.withLock { jobs.append(job) }
        condition.signal()
    }

    /// The next job, waiting for one; nil once the operation has its value and no job is left.
    private func next() -> UnownedJob? {
        condition.lock()
        defer { condition.unlock() }
        while jobs.isEmpty && value == nil { condition.wait() }
        return jobs.next()
    }

    private func finish(with result: Value) {
        condition.withLock { value = result }
        condition.signal()
    }
}
