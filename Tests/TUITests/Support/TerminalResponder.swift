import Dispatch
import Foundation
import Synchronization
@testable import TUI

/// The terminal emulator's side of a pty that answers the questions Courier
/// asks at start: on another thread (the app waits for the answer on the
/// main one), it reads until the device attributes are asked (`ESC [ c`),
/// then writes `answer`. What it read is kept for the test.
final class TerminalResponder: Sendable {
    private let asked = Mutex<[UInt8]>([])
    private let done = DispatchSemaphore(value: 0)

    init(pty: PseudoTerminal, answer: String, timeout: TimeInterval = 10) {
        let controller = pty.controller
        DispatchQueue.global().async { [self] in
            let deadline = Date().addingTimeInterval(timeout)
            var read: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 1024)
            while Date() < deadline, !read.containsSequence(Array("\u{1B}[c".utf8)) {
                var entry = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
                guard poll(&entry, 1, 50) >= 0 else { break }
                let count = chunk.withUnsafeMutableBytes { Glibc.read(controller, $0.baseAddress, $0.count) }
                if count > 0 { read += chunk[0..<count] }
            }
            asked.withLock { $0 = read }
            let bytes = Array(answer.utf8)
            _ = bytes.withUnsafeBytes { Glibc.write(controller, $0.baseAddress, $0.count) }
            done.signal()
        }
    }

    /// What the app wrote before the answer, once it was given.
    func question() -> [UInt8] {
        _ = done.wait(timeout: .now() + 10)
        return asked.withLock { $0 }
    }
}

extension Array where Element == UInt8 {
    func containsSequence(_ needle: [UInt8]) -> Bool {
        guard needle.count <= count else { return false }
        return (0...(count - needle.count)).contains { self[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
