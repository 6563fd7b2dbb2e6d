import CNcurses
import Glibc
import Pictures
import Synchronization

/// Everything Courier writes to the terminal past curses for pictures: the
/// one owner of those bytes (`TruecolorCells`, `KittyGraphics` and
/// `SixelPicture` build them).
///
/// Curses keeps drawing the half blocks in the palette underneath, and knows
/// nothing of what is written here, so:
/// - 24-bit colour is repainted after any flush that drew cells inside a
///   picture or repainted the screen (curses then wrote its own colours
///   there), and when a picture or its place changes; otherwise curses'
///   idea of those cells (the same "▀") stays true and nothing is sent.
///   Sixels (`--graphics sixel`) are drawn over the same cells, the same way:
///   a terminal overwrites a sixel's pixels with the text drawn there.
/// - A kitty image stays on screen whatever curses draws (the cells under
///   it are blank), so it is sent when the picture changes or the screen
///   was cleared, moved when its place changes, and deleted when no frame
///   shows it, on suspend and exit, and from the crash handler (a fixed id
///   and bytes made in advance: an atomic load and write(2)).
///
/// Each write is one batch, after curses has flushed, and leaves the cursor
/// and attributes as curses left them (DECSC … DECRC).
@MainActor
package final class GraphicsLayer {
    package let graphics: PictureGraphics
    private let descriptor: Int32
    /// What the last write showed: pictures repainted in 24-bit colour or as sixels.
    private var painted: [PicturePlacement] = []
    /// The picture kitty holds under our id (as decoded, and as sent), and where it was last placed.
    private var transmitted: RGBAImage?
    private var sent: RGBAImage?
    private var placed: KittyPlace?
    /// The screen was cleared since the image was sent: send it again.
    private var mustResend = false
    /// The last sixels made, for the pictures and cell size they were made for:
    /// a repaint of the same pictures (a flush drew over them) sends them again
    /// without building the palette and the dither again.
    private var madeSixels: (pictures: [PicturePlacement], cellWidth: Int, cellHeight: Int, bytes: [UInt8])?

    private struct KittyPlace: Equatable {
        var area: Rect
        var firstRow: Int
        var rows: Int

        init(_ placement: PicturePlacement) {
            area = placement.area
            firstRow = placement.firstRow
            rows = placement.rows
        }
    }

    /// nil for `.cells`: nothing is written past curses.
    package init?(graphics: PictureGraphics, descriptor: Int32) {
        guard graphics != .cells else { return nil }
        self.graphics = graphics
        self.descriptor = descriptor
        _ = kittyDeletion.count  // made now, not first in a signal handler
    }

    /// After a flush: draws `pictures` past the cells if what is on screen is not them already.
    package func show(_ pictures: [PicturePlacement], cellsTouched: Bool) {
        switch graphics {
        case .cells: return
        case .truecolor, .sixel:
            // With no picture left, curses has redrawn every cell that held one.
            guard !pictures.isEmpty else { return painted.removeAll() }
            guard cellsTouched || pictures != painted else { return }
            Self.write(graphics == .sixel ? sixels(for: pictures) : TruecolorCells.sequence(for: pictures), to: descriptor)
            painted = pictures
        case .kitty:
            showKitty(pictures.first)
        }
    }

    private func showKitty(_ picture: PicturePlacement?) {
        guard let picture else { return withdraw() }
        var shown = picture
        if transmitted != picture.image || mustResend {
            shown.image = KittyGraphics.fitted(picture.image, columns: picture.columns, rows: picture.rows, cell: cellPixels())
            let bytes = (transmitted == nil ? [] : KittyGraphics.delete()) + KittyGraphics.transmit(shown)
            kittyDescriptor.store(descriptor, ordering: .releasing)
            Self.write(bytes, to: descriptor)
            transmitted = picture.image
            sent = shown.image
            placed = KittyPlace(picture)
            mustResend = false
        } else if placed != KittyPlace(picture), let sent {
            shown.image = sent  // its rows in view are counted in the pixels kitty holds
            Self.write(KittyGraphics.place(shown), to: descriptor)
            placed = KittyPlace(picture)
        }
    }

    private func sixels(for pictures: [PicturePlacement]) -> [UInt8] {
        let cell = cellPixels()
        if let made = madeSixels, made.pictures == pictures, made.cellWidth == cell.width, made.cellHeight == cell.height {
            return made.bytes
        }
        let bytes = pictures.flatMap { SixelPicture.sequence(for: $0, cell: cell) }
        madeSixels = (pictures, cell.width, cell.height, bytes)
        return bytes
    }

    /// A cell's pixels, as the terminal's window reports them (TIOCGWINSZ), else `SixelPicture.defaultCellPixels`.
    private func cellPixels() -> (width: Int, height: Int) {
        var rows: Int32 = 0, cols: Int32 = 0, width: Int32 = 0, height: Int32 = 0
        guard courier_winsize(descriptor, &rows, &cols) == 0, courier_winsize_pixels(descriptor, &width, &height) == 0,
              rows > 0, cols > 0, width >= cols, height >= rows else { return SixelPicture.defaultCellPixels }
        return (Int(width / cols), Int(height / rows))
    }

    /// Curses will clear the whole screen at its next flush (Ctrl-L, a resize, resume).
    package func screenCleared() {
        painted.removeAll()
        mustResend = transmitted != nil
    }

    /// The terminal goes back to the shell (suspend, exit): nothing of ours may stay on it.
    /// Called before endwin: kitty keeps the alternate screen's images apart.
    package func withdraw() {
        painted.removeAll()
        guard transmitted != nil else { return }
        Self.write(KittyGraphics.delete(), to: descriptor)
        kittyDescriptor.store(-1, ordering: .releasing)
        transmitted = nil
        sent = nil
        placed = nil
        mustResend = false
    }

    /// From a crash handler or at exit: deletes a kitty image still shown.
    /// Async-signal-safe: an atomic load and write(2) of bytes made in advance.
    package static func withdrawFromSignalHandler() {
        let descriptor = kittyDescriptor.exchange(-1, ordering: .acquiringAndReleasing)
        guard descriptor >= 0 else { return }
        kittyDeletion.withUnsafeBytes { _ = Glibc.write(descriptor, $0.baseAddress, $0.count) }
    }

    /// All of `bytes`, through EINTR and a full non-blocking descriptor.
    static func write(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                    var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    guard poll(&entry, 1, defaultWriteTimeoutMilliseconds) > 0 else { return }
                } else if written == 0 || errno != EINTR {
                    return
                }
            }
        }
    }

    /// How long a write waits for a terminal that reads nothing before it gives up on the picture.
    static let defaultWriteTimeoutMilliseconds: Int32 = 1000
}

/// The descriptor a kitty image was sent on while one is shown, -1 when
/// none: read by the crash handler, so an atomic rather than state behind a lock.
private let kittyDescriptor = Atomic<Int32>(-1)
/// What the crash handler writes: the deletion of the image under the fixed id.
private let kittyDeletion = KittyGraphics.delete()
