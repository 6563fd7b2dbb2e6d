import Foundation
import ViewModels

extension NcursesTerminal {
    /// Writes the OSC 52 sequence past curses, between frames (curses has
    /// flushed), when `Clipboard.support` says the terminal takes it. Whether
    /// it does is asked once (inside tmux that means asking tmux).
    package func setClipboard(_ text: String) -> ClipboardOutcome {
        let support = clipboardSupport ?? Clipboard.support(environment: environment)
        clipboardSupport = support
        if case .refused(let why) = support { return .refused(why) }
        let bytes = Clipboard.sequence(for: text)
        guard bytes.count <= Clipboard.defaultLimit else {
            return .refused("It is \(UIText.count(bytes.count / 1000)) kB, more than a terminal takes at once.")
        }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(outputDescriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return .refused("The terminal could not be written to (\(UIText.verbatim(String(cString: strerror(errno))))).")
            }
            offset += written
        }
        return .copied
    }
}
