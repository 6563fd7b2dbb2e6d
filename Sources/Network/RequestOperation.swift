import Foundation
import Reactive
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request from subscription to result: runs its `RequestPipeline`'s
/// stages for each attempt, retries, refreshes the credentials once, and
/// keeps the deadlines (one per attempt, unless the transport keeps it, and
/// one for all of them). Pausing, resuming and cancelling it are in
/// RequestOperation+Control.
final class RequestOperation: Sendable {
    typealias Completion = @Sendable (Result<TransportResponse, NetworkError>) -> Void

    enum Phase {
        case idle
        case starting
        case running(TransportTask)
        case waitingToRetry(Disposable)
        case refreshingToken
        case paused
        case finished
    }

    struct State {
        var phase: Phase = .idle
        /// Bumped whenever the current attempt is abandoned, so its late callbacks are ignored.
        var generation = 0
        var retries = 0
        var refreshed = false
        /// The attempt that ran out of time: its transport's late "cancelled" is not news to plugins.
        var timedOutGeneration: Int?
        /// When all attempts together must be done; set at the first send and again at resume.
        var budgetEnds: Date?
        /// The budget's timer waits for the first attempt to end without an answer: that attempt's own deadline comes first.
        var budgetTimerDeferred = false
        /// When a piece of a streamed body last came, on the scheduler's clock.
        var lastPiece: Date?
    }

    let id: RequestID
    let pipeline: RequestPipeline
    private let completion: Completion
    /// Read and changed by the control too (RequestOperation+Control).
    let state = SanitizerVisibleMutex(State())
    /// Fires when the retry budget is spent; replaced when a resume starts the clock again.
    let budgetTimer = SerialDisposable()
    /// Fires at the attempt in flight's deadline; replaced by each attempt.
    let attemptTimer = SerialDisposable()

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
        for plugin in pipeline.plugins.sending { plugin.willSend(request, for: route, id: id) }
        let started = Date()
        var sent = TransportRequest(request, transfer: pipeline.attemptTransfer)
        sent.credential = pipeline.credential
        let task = pipeline.transport.send(sent) { [self] result in
            complete(result, request: request, started: started, generation: generation)
        }
        let (abandoned, running) = state.withLock { state -> (Bool, Bool) in
            guard state.generation == generation else { return (true, false) }
            guard case .starting = state.phase else { return (false, false) }
            state.phase = .running(task)
            return (false, true)
        }
        if abandoned { task.cancel() }
        if running, !pipeline.transportEndsAttempts {
            armAttemptTimer(after: pipeline.attemptTimeout, request: request, started: started, generation: generation)
        }
    }

    // The deadlines hold the operation strongly: a weak reference would give every request
    // a side table to allocate and free, and each deadline is let go when the request ends.
    private func armAttemptTimer(after delay: TimeInterval, request: URLRequest, started: Date, generation: Int) {
        attemptTimer.disposable = pipeline.deadlines.schedule(after: delay) { [self] in
            attemptTimedOut(request: request, started: started, generation: generation)
        }
    }

    /// A piece of a streamed body came: for a stream the deadline counts the silence from here.
    func pieceArrived() {
        let now = pipeline.scheduler.now
        state.withLock { $0.lastPiece = now }
    }

    /// The attempt in flight ran out of time: it ends as a time-out the retrier judges like any other.
    /// A stream whose last piece came since the timer was set has until a silence as long from then.
    private func attemptTimedOut(request: URLRequest, started: Date, generation: Int) {
        let timeout = pipeline.attemptTimeout
        let now = pipeline.scheduler.now
        let idleLeft = state.withLock { state -> TimeInterval? in
            guard pipeline.deadlineIsIdle, state.generation == generation, let last = state.lastPiece else { return nil }
            let left = last.addingTimeInterval(timeout).timeIntervalSince(now)
            return left > 0 ? left : nil
        }
        if let idleLeft { return armAttemptTimer(after: idleLeft, request: request, started: started, generation: generation) }
        let task = state.withLock { state -> TransportTask? in
            guard state.generation == generation, case .running(let task) = state.phase else { return nil }
            state.timedOutGeneration = generation
            state.generation += 1
            state.phase = .starting
            return task
        }
        guard let task else { return }
        task.cancel()
        complete(.failure(URLError(.timedOut)), request: request, started: started, generation: generation + 1)
    }

    private func complete(_ result: Result<TransportResponse, URLError>, request: URLRequest, started: Date, generation: Int) {
        let (isCurrent, timedOut, retries, refreshed) = state.withLock { state in
            (state.generation == generation, state.timedOutGeneration == generation, state.retries, state.refreshed)
        }
        if timedOut { return }
        let outcome = RequestOutcome(request: request, result: result, duration: Date().timeIntervalSince(started), requestID: id)
        for plugin in pipeline.plugins.receiving { plugin.didReceive(outcome, for: route) }
        guard isCurrent else { return }
        if !pipeline.transportEndsAttempts { attemptTimer.disposable = Disposables.create() }
        switch pipeline.judge(result, request: request, retriesSoFar: retries, refreshed: refreshed) {
        case .deliver(let result):
            finish(result, generation: generation)
        case .consult(let attempt, let otherwise):
            armDeferredBudgetTimer()
            consultRetrier(about: attempt, otherwise: otherwise, generation: generation)
        case .refresh:
            armDeferredBudgetTimer()
            refreshCredentials(usedIn: request, generation: generation)
        case .endSession(let error):
            // No refresh and no retry can help: the session ends here, once.
            pipeline.signOut()
            finish(.failure(error), generation: generation)
        }
    }

    /// The retry budget covers every attempt: its clock starts once per send or resume, on the client's scheduler.
    /// Its timer is set now only when the budget could run out before this attempt's own deadline; otherwise
    /// that deadline comes first (or with it: a command line's `--timeout` sets both), and the timer waits
    /// until the attempt ends without an answer (most never do), which spares nearly every request a second
    /// deadline to set and take back, and a one-shot command the thread that would keep it.
    private func startClockIfNeeded() {
        let budget = pipeline.retryBudget
        let scheduler = pipeline.scheduler
        let defers = budget >= pipeline.attemptTimeout && !pipeline.deadlineIsIdle
        let starts = state.withLock { state -> Bool in
            guard state.budgetEnds == nil else { return false }
            state.budgetEnds = scheduler.now.addingTimeInterval(budget)
            state.budgetTimerDeferred = defers
            return true
        }
        guard starts, !defers else { return }
        budgetTimer.disposable = pipeline.deadlines.schedule(after: budget) { [self] in budgetSpent() }
    }

    /// Sets the budget's timer that `startClockIfNeeded` left for later, for what the budget has left.
    private func armDeferredBudgetTimer() {
        let now = pipeline.scheduler.now
        let left = state.withLock { state -> TimeInterval? in
            guard state.budgetTimerDeferred, let ends = state.budgetEnds else { return nil }
            state.budgetTimerDeferred = false
            return ends.timeIntervalSince(now)
        }
        guard let left else { return }
        budgetTimer.disposable = pipeline.deadlines.schedule(after: left) { [self] in budgetSpent() }
    }

    private func budgetSpent() {
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

    func finish(_ result: Result<TransportResponse, NetworkError>, generation: Int) {
        let proceed = state.withLock { state -> Bool in
            guard state.generation == generation else { return false }
            if case .finished = state.phase { return false }
            state.phase = .finished
            return true
        }
        guard proceed else { return }
        deliver(result)
    }

    func deliver(_ result: Result<TransportResponse, NetworkError>) {
        budgetTimer.dispose()
        attemptTimer.dispose()
        pipeline.registry?.remove(self)
        var processed = result
        for plugin in pipeline.plugins.processing { processed = plugin.process(processed, for: route) }
        completion(processed)
    }

    /// Ends what a phase left running: the transport's task or the wait for a retry.
    func stop(_ phase: Phase) {
        switch phase {
        case .running(let task): task.cancel()
        case .waitingToRetry(let timer): timer.dispose()
        default: break
        }
    }
}
