import Foundation
import Reactive
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How the outside stops a request: pause, resume, cancel, discard. Pause
/// cancels the transport's task and keeps the request, because
/// `URLSessionTask.suspend()` on a running task crashes FoundationNetworking
/// on Linux; resume sends it again and the same stream receives the result.
extension RequestOperation: Disposable {
    /// Stops the attempt in flight and keeps the request for `resume`. A
    /// request that is not safe to send twice (POST, PATCH) and is already on
    /// the wire is left to finish: pausing would send it again on resume.
    func pause() {
        let unrepeatable = !route.method.isIdempotent
        let abandoned = state.withLock { state -> Phase? in
            switch state.phase {
            case .finished, .paused: return nil
            case .starting where unrepeatable, .running where unrepeatable: return nil
            default:
                let previous = state.phase
                // A refresh this request was waiting for has not helped it yet: after
                // resume, a 401 must wait for the refresh again, not end the session.
                if case .refreshingToken = previous { state.refreshed = false }
                state.generation += 1
                state.phase = .paused
                // Time spent suspended is not the server's: resume starts the clock again.
                state.budgetEnds = nil
                return previous
            }
        }
        if let abandoned {
            budgetTimer.disposable = Disposables.create()
            attemptTimer.disposable = Disposables.create()
            stop(abandoned)
        }
    }

    /// Sends a paused request again.
    func resume() {
        let resumable = state.withLock { state -> Bool in
            guard case .paused = state.phase else { return false }
            state.phase = .idle
            return true
        }
        if resumable { start() }
    }

    /// Ends the request with `cancelled`.
    func cancel() {
        guard let abandoned = end() else { return }
        stop(abandoned)
        deliver(.failure(.cancelled))
    }

    /// Its stream's subscription: disposing it discards the request.
    func dispose() { discard() }

    /// Ends the request silently: its subscriber went away. One that has
    /// finished already (nearly every one: a stream's subscription ends after
    /// its one value) let go of its timers and its registry entry as it delivered.
    func discard() {
        guard let abandoned = end() else { return }
        stop(abandoned)
        budgetTimer.dispose()
        attemptTimer.dispose()
        pipeline.registry?.remove(self)
    }

    private func end() -> Phase? {
        state.withLock { state -> Phase? in
            if case .finished = state.phase { return nil }
            let previous = state.phase
            state.generation += 1
            state.phase = .finished
            return previous
        }
    }
}
