import CNcurses
import Foundation

/// Reading curses' input, and asking the terminal at start (`TerminalProbe`).
extension NcursesTerminal {
    /// Everything curses has now: get_wch until ERR.
    static func readInputs(_ window: UnsafeMutablePointer<WINDOW>) -> [RawInput] {
        var inputs: [RawInput] = []
        var value: wint_t = 0
        while true {
            let result = wget_wch(window, &value)
            if result == courier_key_code_yes() {
                inputs.append(.functionKey(Int32(bitPattern: value)))
            } else if result == courier_ok() {
                inputs.append(.character(value))
            } else {
                break
            }
        }
        return inputs
    }

    /// Writes the questions and reads until the device attributes answer
    /// or `timeout` passes; keys read meanwhile are returned for the app.
    static func ask(window: UnsafeMutablePointer<WINDOW>, input: Int32, output: Int32, decoder: inout KeyDecoder,
                    timeout: TimeInterval = TerminalProbe.defaultTimeout) -> (TerminalProbe, [Key]) {
        var probe = TerminalProbe()
        var keys: [Key] = []
        GraphicsLayer.write(TerminalProbe.query, to: output)
        let deadline = Date().addingTimeInterval(timeout)
        while !probe.isAnswered {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { break }
            var entry = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, Int32((left * 1000).rounded(.up))) > 0 else { break }
            keys += decoder.feed(readInputs(window))
            for reply in decoder.takeReplies() { probe.read(reply) }
            if entry.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { break }
        }
        return (probe, keys)
    }
}
