import Foundation

/// While the list shown is offline (cached data the server could not
/// confirm, or no answer at all), the browser asks again by itself, less
/// often the longer it lasts (`ViewModelDefaults.offlineProbeDelays`), so a
/// server that comes back is seen without anyone pressing r. The status
/// line says how old the data is and when the next try is.
extension BrowseFeature {
    /// After a first page of the list shown ended: the next try while it is offline, none once it is not.
    static func probeIfOffline(_ state: inout State) -> [Effect] {
        guard state.lists.indices.contains(state.selectedTab), state.currentList.isOffline else {
            guard state.probe != nil else { return [] }
            state.probe = nil
            return [.probeServer(after: nil)]
        }
        guard !state.currentList.isLoadingFirstPage else { return [] }
        let delays = ViewModelDefaults.offlineProbeDelays
        let attempt = state.probe.map { $0.attempt + 1 } ?? 0
        let delay = delays[min(attempt, delays.count - 1)]
        state.probe = OfflineProbe(attempt: attempt, due: state.now.addingTimeInterval(delay))
        return [.probeServer(after: delay)]
    }

    /// The wait is over: the list shown (and its detail, if that is offline too) is asked for again.
    static func probeDue(_ state: inout State) -> [Effect] {
        guard state.probe != nil, state.lists.indices.contains(state.selectedTab) else { return [] }
        guard state.currentList.isOffline, !state.currentList.isLoadingFirstPage else { return probeIfOffline(&state) }
        var effects = reload(&state, tab: state.selectedTab, resetCursor: false)
        if let detail = state.detail, detail.source?.isOffline == true || detail.error?.isConnectivity == true {
            effects += openDetail(detail.request.id, &state, keepScroll: true)
        }
        return effects
    }
}

/// The next time the browser asks a server it could not reach, and how many times it has.
package struct OfflineProbe: Sendable, Equatable {
    package var attempt: Int
    package var due: Date

    /// Whole seconds until the try, for "next try in 8 s".
    package func secondsLeft(at now: Date) -> Int { max(0, Int(due.timeIntervalSince(now).rounded(.up))) }
}

extension ListState {
    /// What it shows could not be confirmed by the server, or the server could not be reached for it.
    package var isOffline: Bool { source?.isOffline == true || error?.isConnectivity == true }
}
