import CNcurses
import Foundation

/// A pseudo-terminal pair, so `NcursesTerminal` can run against a real tty
/// without a person: tests (and the lead's smoke checks) open one, give
/// `device` to the terminal, read what curses wrote from `controller`, and
/// type keys into it.
package final class PseudoTerminal {
    package enum Failure: Error {
        case cannotOpen(errno: Int32)
    }

    /// The side a terminal emulator would hold.
    package let controller: Int32
    private var isControllerOpen = true
    /// The side the program uses as its tty.
    package let device: Int32

    package init(rows: Int, cols: Int) throws {
        var controller: Int32 = -1
        var device: Int32 = -1
        guard courier_open_pty(&controller, &device) == 0 else { throw Failure.cannotOpen(errno: errno) }
        _ = fcntl(controller, F_SETFL, fcntl(controller, F_GETFL) | O_NONBLOCK)
        self.controller = controller
        self.device = device
        resize(rows: rows, cols: cols)
    }

    deinit {
        close(device)
        hangUp()
    }

    /// Closes the controller side, as when the terminal window is closed:
    /// the program's tty reports a hang-up.
    package func hangUp() {
        guard isControllerOpen else { return }
        isControllerOpen = false
        close(controller)
    }

    /// Sets the tty size, as a window resize would (no SIGWINCH is sent).
    package func resize(rows: Int, cols: Int) {
        _ = courier_set_winsize(device, Int32(rows), Int32(cols))
    }

    /// Types `text` as if from the keyboard.
    package func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// Everything the program has written so far, decoded as UTF-8.
    package func readOutput() -> String {
        var collected: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            collected.append(contentsOf: chunk[0..<count])
        }
        return String(decoding: collected, as: UTF8.self)
    }
}
