import Foundation
import Reactive
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request from subscription to result: runs its `RequestPipeline`'s
/// stages for each attempt, retries, refreshes the credentials once, keeps
/// the deadline, and can be paused and resumed. Pause cancels the URL
/// task and keeps the request, because `URLSessionTask.suspend()` on a running
/// task crashes FoundationNetworking on Linux; resume sends it again and the
/// same stream receives the result.
final class RequestOperation: Sendable {
    typealias Completion = @Sendable (Result<TransportResponse, NetworkError>) -> Void

    private enum Phase {
        case idle
        case starting
        case running(TransportTask)
        case waitingToRetry(Disposable)
        case refreshingToken
        case paused
        case finished
    }

    private struct State {
        var phase: Phase = .idle
        /// Bumped whenever the current attempt is abandoned, so its late callbacks are ignored.
        var generation = 0
        var retries = 0
        var refreshed = false
        /// When the whole request must have its answer, retries included; set at the first send.
        var deadline: Date?
    }

    let id: RequestID
    private let pipeline: RequestPipeline
    private let completion: Completion
    private let state = Mutex(State())
    /// Fires at the deadline; replaced when a resume starts the clock again.
    private let deadlineTimer = SerialDisposable()

    var route: any Route { pipeline.route }

    init(id: RequestID, pipeline: RequestPipeline, completion: @escaping Completion) {
        self.id = id
        self.pipeline = pipeline
        self.completion = completion
    }

    var pending: PendingRequest? {
        let phase: PendingRequest.State? = state.withLock { state in
            switch state.phase {
            case .idle, .starting, .running: return .running
            case .waitingToRetry: return .waitingToRetry
            case .refreshingToken: return .refreshingToken
            case .paused: return .paused
            case .finished: return nil
            }
        }
        return phase.map { PendingRequest(id: id, route: route.name, state: $0) }
    }

    // MARK: Sending

    func start() {
        let generation = state.withLock { state -> Int? in
            switch state.phase {
            case .idle, .waitingToRetry, .refreshingToken:
                state.generation += 1
                state.phase = .starting
                return state.generation
            case .starting, .running, .paused, .finished:
                return nil
            }
        }
        guard let generation else { return }
        startClockIfNeeded()
        let request: URLRequest
        do throws(NetworkError) {
            request = try pipeline.prepare()
        } catch {
            finish(.failure(error), generation: generation)
            return
        }
        for plugin in pipeline.plugins { plugin.willSend(request, for: route, id: id) }
        let started = Date()
        let task = pipeline.transport.send(TransportRequest(request, transfer: pipeline.transfer)) { [self] result in
            complete(result, request: request, started: started, generation: generation)
        }
        let abandoned = state.withLock { state -> Bool in
            guard state.generation == generation else { return true }
            if case .starting = state.phase { state.phase = .running(task) }
            return false
        }
        if abandoned { task.cancel() }
    }

    private func complete(_ result: Result<TransportResponse, URLError>, request: URLRequest, started: Date, generation: Int) {
        let outcome = RequestOutcome(request: request, result: result, duration: Date().timeIntervalSince(started), requestID: id)
        for plugin in pipeline.plugins { plugin.didReceive(outcome, for: route) }
        let (isCurrent, retries, refreshed) = state.withLock { state in
            (state.generation == generation, state.retries, state.refreshed)
        }
        guard isCurrent else { return }
        switch pipeline.judge(result, request: request, retriesSoFar: retries, refreshed: refreshed) {
        case .deliver(let result):
            finish(result, generation: generation)
        case .retry(let delay, let otherwise):
            if !retry(after: delay, generation: generation) { finish(.failure(otherwise), generation: generation) }
        case .refresh:
            refreshCredentials(usedIn: request, generation: generation)
        case .endSession(let error):
            // No refresh and no retry can help: the session ends here, once.
            pipeline.signOut()
            finish(.failure(error), generation: generation)
        }
    }

    /// The deadline covers the whole request: once per send or resume, on the client's scheduler.
    private func startClockIfNeeded() {
        let timeout = pipeline.timeout
        let scheduler = pipeline.scheduler
        let starts = state.withLock { state -> Bool in
            guard state.deadline == nil else { return false }
            state.deadline = scheduler.now.addingTimeInterval(timeout)
            return true
        }
        guard starts else { return }
        deadlineTimer.disposable = scheduler.schedule(after: timeout) { [weak self] in self?.deadlinePassed() }
    }

    private func deadlinePassed() {
        let abandoned = state.withLock { state -> Phase? in
            switch state.phase {
            case .finished, .paused: return nil
            default:
                let previous = state.phase
                state.generation += 1
                state.phase = .finished
                return previous
            }
        }
        guard let abandoned else { return }
        stop(abandoned)
        deliver(.failure(.timedOut))
    }

    /// Schedules the next attempt; false when none will be made.
    private func retry(after delay: TimeInterval, generation: Int) -> Bool {
        let timer = SingleAssignmentDisposable()
        let now = pipeline.scheduler.now
        let proceed = state.withLock { state -> Bool in
            guard state.generation == generation else { return false }
            // A retry that could not start before the deadline is not made: the deadline answers.
            if let deadline = state.deadline, now.addingTimeInterval(delay) >= deadline { return false }
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

    private func refreshCredentials(usedIn request: URLRequest, generation: Int) {
        let proceed = state.withLock { state -> Bool in
            guard state.generation == generation else { return false }
            state.phase = .refreshingToken
            state.refreshed = true
            return true
        }
        guard proceed else { return }
        pipeline.refresh(request) { [self] outcome in
            let stillWaiting = state.withLock { state -> Bool in
                guard state.generation == generation, case .refreshingToken = state.phase else { return false }
                return true
            }
            guard stillWaiting else { return }
            switch outcome {
            case .refreshed: start()
            case .sessionEnded(let message): finish(.failure(.unauthorized(message: message)), generation: generation)
            case .failed(let error): finish(.failure(error), generation: generation)
            }
        }
    }

    private func finish(_ result: Result<TransportResponse, NetworkError>, generation: Int) {
        let proceed = state.withLock { state -> Bool in
            guard state.generation == generation else { return false }
            if case .finished = state.phase { return false }
            state.phase = .finished
            return true
        }
        guard proceed else { return }
        deliver(result)
    }

    private func deliver(_ result: Result<TransportResponse, NetworkError>) {
        deadlineTimer.dispose()
        pipeline.registry?.remove(self)
        var processed = result
        for plugin in pipeline.plugins { processed = plugin.process(processed, for: route) }
        completion(processed)
    }

    // MARK: Control

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
                state.deadline = nil
                return previous
            }
        }
        if let abandoned {
            deadlineTimer.disposable = Disposables.create()
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

    /// Ends the request silently: its subscriber went away.
    func discard() {
        if let abandoned = end() { stop(abandoned) }
        deadlineTimer.dispose()
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

    private func stop(_ phase: Phase) {
        switch phase {
        case .running(let task): task.cancel()
        case .waitingToRetry(let timer): timer.dispose()
        default: break
        }
    }
}
