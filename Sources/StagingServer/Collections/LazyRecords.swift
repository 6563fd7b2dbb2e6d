import Foundation

/// Records made from their id on demand, so a 100k-record server starts
/// at once and a page costs only its own items. A search or sort needs
/// them all; the first one builds the whole array once and keeps it.
///
/// NSLock rather than Synchronization.Mutex: on Linux, Mutex waits on a
/// raw futex that ThreadSanitizer cannot see, so it reported false races.
final class LazyRecords<Record: Sendable>: @unchecked Sendable {  // @unchecked: `built` is only touched under `lock`.
    let count: Int
    private let make: @Sendable (_ id: Int) -> Record
    private let lock = NSLock()
    private var built: [Record]?

    init(count: Int, make: @escaping @Sendable (_ id: Int) -> Record) {
        self.count = max(count, 0)
        self.make = make
    }

    /// The record with this 1-based id, or nil past the ends.
    subscript(id id: Int) -> Record? {
        id >= 1 && id <= count ? record(at: id - 1) : nil
    }

    /// The record at a 0-based index in `0..<count`.
    func record(at index: Int) -> Record {
        if let all = lock.withLock({ built }) { return all[index] }
        return make(index + 1)
    }

    /// Whether a search or sort has built every record yet (a page alone never does).
    var isBuilt: Bool { lock.withLock { built != nil } }

    /// Every record, built on first use. Building under the lock means
    /// concurrent first searches wait for one build instead of racing.
    var all: [Record] {
        lock.withLock {
            if let built { return built }
            let all = (0..<count).map { make($0 + 1) }
            built = all
            return all
        }
    }
}
