import Foundation
import Reactive

/// How a request goes again: the route's retrier is asked (it may answer at
/// once or later), and the next attempt waits on the client's scheduler
/// unless it could not start before the retry budget ends.
extension RequestOperation {
    /// Waits for the retrier's decision, which may come at once or later from any
    /// thread; one that comes after a cancel, a pause or the budget's end counts for nothing.
    func consultRetrier(about attempt: RetryAttempt, otherwise: NetworkError, generation: Int) {
        let waiting = BooleanDisposable()
        let proceed = state.withLock { state -> Bool in
            guard state.generation == generation else { return false }
            state.phase = .waitingToRetry(waiting)
            return true
        }
        guard proceed else { return }
        pipeline.retry(attempt, otherwise) { [self] decision in
            // Claimed under the lock: a second call of the completion finds another token and does nothing.
            let current = state.withLock { state -> Bool in
                guard state.generation == generation, case .waitingToRetry(let token) = state.phase,
                      (token as AnyObject) === waiting else { return false }
                state.phase = .waitingToRetry(Disposables.create())
                return true
            }
            guard current else { return }
            switch decision {
            case .retry, .retryWithDelay:
                let delay = if case .retryWithDelay(let seconds) = decision { max(seconds, 0) } else { TimeInterval(0) }
                if retry(after: delay, generation: generation) {
                    for plugin in pipeline.plugins.retrying { plugin.willRetry(after: delay, because: otherwise, for: route) }
                } else {
                    finish(.failure(otherwise), generation: generation)
                }
            case .doNotRetry:
                finish(.failure(otherwise), generation: generation)
            case .doNotRetryWithError(let error):
                finish(.failure(error), generation: generation)
            }
        }
    }

    /// Schedules the next attempt; false when none will be made.
    func retry(after delay: TimeInterval, generation: Int) -> Bool {
        let timer = SingleAssignmentDisposable()
        let now = pipeline.scheduler.now
        let proceed = state.withLock { state -> Bool in
            guard state.generation == generation else { return false }
            // A retry that could not start before the budget ends is not made: the last answer stands.
            if let budgetEnds = state.budgetEnds, now.addingTimeInterval(delay) >= budgetEnds { return false }
            state.retries += 1
            state.phase = .waitingToRetry(timer)
            return true
        }
        guard proceed else { return false }
        timer.setDisposable(pipeline.scheduler.schedule(after: delay) { [self] in
            let stillWaiting = state.withLock { state -> Bool in
                guard state.generation == generation, case .waitingToRetry = state.phase else { return false }
                return true
            }
            if stillWaiting { start() }
        })
        return true
    }
}
