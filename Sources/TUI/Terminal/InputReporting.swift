import Glibc
import Synchronization

/// Asks the terminal for mouse reports (xterm's button events, 1000, in the
/// SGR encoding, 1006, which has no coordinate limit) and for bracketed
/// paste (2004: a paste arrives marked, so `KeyDecoder` reads it as text and
/// a pasted "q" cannot quit), and takes the requests back. Written straight to the descriptor, not through curses: curses'
/// own mouse support would decode into its global state, and the request
/// must be withdrawn from a crash handler too, where only write(2) is safe.
package enum InputReporting {
    static let mouseSequence = Array("\u{1B}[?1000h\u{1B}[?1006h".utf8)
    static let pasteSequence = Array("\u{1B}[?2004h".utf8)
    /// Taking back a mode never asked for is harmless, so one sequence serves both.
    static let disableSequence = Array("\u{1B}[?1000l\u{1B}[?1006l\u{1B}[?2004l".utf8)

    /// Pastes are always bracketed; the mouse is reported unless `--no-mouse` leaves it to the terminal.
    package static func enable(on descriptor: Int32, mouse: Bool) {
        write((mouse ? mouseSequence : []) + pasteSequence, to: descriptor)
        activeDescriptor.store(descriptor, ordering: .releasing)
    }

    package static func disable() {
        let descriptor = activeDescriptor.exchange(-1, ordering: .acquiringAndReleasing)
        guard descriptor >= 0 else { return }
        write(disableSequence, to: descriptor)
    }

    /// Async-signal-safe: an atomic load and write(2).
    package static func disableFromSignalHandler() {
        let descriptor = activeDescriptor.load(ordering: .acquiring)
        guard descriptor >= 0 else { return }
        disableSequence.withUnsafeBytes { _ = Glibc.write(descriptor, $0.baseAddress, $0.count) }
    }

    private static func write(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 { offset += written } else if errno != EINTR { return }
            }
        }
    }
}

/// The descriptor mouse reports were asked on, -1 when none: read by the
/// crash handler, so an atomic rather than state behind a lock.
private let activeDescriptor = Atomic<Int32>(-1)
