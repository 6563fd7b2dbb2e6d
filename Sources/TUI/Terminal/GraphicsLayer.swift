import Glibc
import Pictures

/// Everything Courier writes to the terminal past curses for pictures: the
/// one owner of those bytes (`TruecolorCells`, `KittyGraphics` build them).
///
/// Curses keeps drawing the half blocks in the palette underneath, and knows
/// nothing of what is written here, so:
/// - 24-bit colour is repainted after any flush that drew cells inside a
///   picture or repainted the screen (curses then wrote its own colours
///   there), and when a picture or its place changes; otherwise curses'
///   idea of those cells (the same "▀") stays true and nothing is sent.
///
/// Each write is one batch, after curses has flushed, and leaves the cursor
/// and attributes as curses left them (DECSC … DECRC).
@MainActor
package final class GraphicsLayer {
    package let graphics: PictureGraphics
    private let descriptor: Int32
    /// What the last write showed: pictures repainted in 24-bit colour.
    private var painted: [PicturePlacement] = []

    /// nil for `.cells`: nothing is written past curses.
    package init?(graphics: PictureGraphics, descriptor: Int32) {
        guard graphics != .cells else { return nil }
        self.graphics = graphics
        self.descriptor = descriptor
    }

    /// After a flush: draws `pictures` past the cells if what is on screen is not them already.
    package func show(_ pictures: [PicturePlacement], cellsTouched: Bool) {
        switch graphics {
        case .cells: return
        case .truecolor:
            // With no picture left, curses has redrawn every cell that held one.
            guard !pictures.isEmpty else { return painted.removeAll() }
            guard cellsTouched || pictures != painted else { return }
            Self.write(TruecolorCells.sequence(for: pictures), to: descriptor)
            painted = pictures
        case .kitty:
            return
        }
    }

    /// Curses will clear the whole screen at its next flush (Ctrl-L, a resize, resume).
    package func screenCleared() {
        painted.removeAll()
    }

    /// The terminal goes back to the shell (suspend, exit): nothing of ours may stay on it.
    package func withdraw() {
        painted.removeAll()
    }

    /// All of `bytes`, through EINTR and a full non-blocking descriptor.
    static func write(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if errno == EAGAIN || errno == EWOULDBLOCK {
                    var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    guard poll(&entry, 1, defaultWriteTimeoutMilliseconds) > 0 else { return }
                } else if errno != EINTR {
                    return
                }
            }
        }
    }

    /// How long a write waits for a terminal that reads nothing before it gives up on the picture.
    static let defaultWriteTimeoutMilliseconds: Int32 = 1000
}
