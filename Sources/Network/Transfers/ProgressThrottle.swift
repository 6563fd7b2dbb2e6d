import Foundation
import Reactive

/// Lets through few enough progress reports to show: one per percent of a
/// known size (or per half second, for a slow one), one per tenth of a second
/// of an unknown size, always the last; and only ones that move forward, so
/// reports that raced each other across threads, or a retry starting over,
/// never make progress go back.
final class ProgressThrottle: Sendable {
    static let defaultMinimumStep = 0.01
    static let defaultMaximumSilence: TimeInterval = 0.5
    static let defaultUnknownSizeInterval: TimeInterval = 0.1

    private struct State {
        var lastBytes: Int64 = -1
        var lastFraction = -1.0
        var lastTime: UInt64 = 0
    }

    private let state = SanitizerVisibleMutex(State())

    func admit(_ progress: TransferProgress) -> Bool {
        let now = DispatchTime.now().uptimeNanoseconds
        return state.withLock { state -> Bool in
            guard progress.completedBytes > state.lastBytes else { return false }
            let elapsed = TimeInterval(now &- state.lastTime) / 1e9
            let admitted: Bool
            if let fraction = progress.fraction {
                admitted = progress.isComplete || state.lastBytes < 0 || fraction - state.lastFraction >= Self.defaultMinimumStep
                    || elapsed >= Self.defaultMaximumSilence
                if admitted { state.lastFraction = fraction }
            } else {
                admitted = state.lastBytes < 0 || elapsed >= Self.defaultUnknownSizeInterval
            }
            if admitted {
                state.lastBytes = progress.completedBytes
                state.lastTime = now
            }
            return admitted
        }
    }
}
