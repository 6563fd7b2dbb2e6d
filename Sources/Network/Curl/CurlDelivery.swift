import Dispatch

/// A completion ready to run. Never run under a lock: it is the caller's code.
struct CurlDelivery: Sendable {
    let run: @Sendable () -> Void

    init(_ run: @escaping @Sendable () -> Void) {
        self.run = run
    }

    func dispatch() {
        DispatchQueue.global().async(execute: run)
    }
}
