import Foundation
import Pictures

/// The kitty graphics protocol's commands, as bytes for `GraphicsLayer`:
/// `ESC _ G <keys> ; <payload> ESC \`. Keys are numbers and fixed letters;
/// the payload is base64 of decoded pixels, so no text from a server is in them.
///
/// Every command asks for no reply (`q=2`: an answer would arrive on stdin
/// as keys) and leaves the cursor where it was (`C=1`, and DECSC … DECRC
/// around the move to the picture's first cell).
package enum KittyGraphics {
    /// The one image id Courier uses: it shows one picture at a time, and a
    /// fixed id lets the crash handler delete it with bytes made in advance.
    /// ("Cour" in ASCII: unlikely to be another program's in the same window.)
    package static let defaultImageID: UInt32 = 0x436F_7572
    /// The placement's id, so placing again moves it instead of adding one.
    static let placementID = 1
    /// Base64 bytes per escape sequence: the protocol's limit.
    package static let defaultChunkBytes = 4096

    /// The picture no larger than the pixels of the cells it covers
    /// (`cell` pixels each, keeping its shape): a decoded picture may be
    /// 4096 × 4096, 85 MB of base64, for a box of 40 × 10 cells. A scaled
    /// copy is opaque, blended over black as the half blocks are.
    package static func fitted(_ image: RGBAImage, columns: Int, rows: Int, cell: (width: Int, height: Int)) -> RGBAImage {
        let room = (width: columns * cell.width, height: rows * cell.height)
        guard image.width > room.width || image.height > room.height else { return image }
        let size = ImageScaling.fittedSize(width: image.width, height: image.height, into: room.width, room.height)
        let pixels = ImageScaling.resample(image, width: size.width, height: size.height)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(pixels.count * 4)
        for pixel in pixels { bytes += [pixel.red, pixel.green, pixel.blue, 255] }
        return RGBAImage(width: size.width, height: size.height, pixels: bytes) ?? image
    }

    /// Sends the picture's pixels (RGBA, `f=32`) and shows them over the
    /// placement's cells (`a=T`), in chunks of base64 with `m=1` on all but the last.
    package static func transmit(_ placement: PicturePlacement, id: UInt32 = defaultImageID) -> [UInt8] {
        let image = placement.image
        let encoded = Array(Data(image.pixels).base64EncodedData())
        var bytes = TruecolorCells.saveCursor
        bytes.reserveCapacity(encoded.count + encoded.count / defaultChunkBytes * 32 + 128)
        ControlBytes.moveCursor(row: placement.area.row, col: placement.area.col, into: &bytes)
        var start = 0
        repeat {
            let end = min(encoded.count, start + defaultChunkBytes)
            let more = end < encoded.count ? 1 : 0
            let keys = start == 0
                ? "a=T,f=32,s=\(image.width),v=\(image.height),i=\(id),\(geometry(placement)),m=\(more)"
                : "m=\(more),q=2"
            command(keys, payload: encoded[start..<end], into: &bytes)
            start = end
        } while start < encoded.count
        bytes += TruecolorCells.restoreCursor
        return bytes
    }

    /// Shows the image already sent under `id` at the placement (`a=p`),
    /// replacing where it was shown before: a scroll moves it without resending it.
    package static func place(_ placement: PicturePlacement, id: UInt32 = defaultImageID) -> [UInt8] {
        var bytes = TruecolorCells.saveCursor
        ControlBytes.moveCursor(row: placement.area.row, col: placement.area.col, into: &bytes)
        command("a=p,i=\(id),\(geometry(placement))", payload: [], into: &bytes)
        bytes += TruecolorCells.restoreCursor
        return bytes
    }

    /// Takes the image off the screen and frees its pixels in the terminal
    /// (`d=I`; a lower-case `i` would keep the pixels in kitty's memory).
    package static func delete(id: UInt32 = defaultImageID) -> [UInt8] {
        var bytes: [UInt8] = []
        command("a=d,d=I,i=\(id)", payload: [], into: &bytes)
        return bytes
    }

    /// Where and how big: `c`/`r` cells, and the rows in view as a source
    /// rectangle in pixels when the detail is scrolled past part of the picture.
    private static func geometry(_ placement: PicturePlacement) -> String {
        var keys = "p=\(placementID),c=\(placement.area.width),r=\(placement.area.height)"
        if !placement.isWhole, placement.rows > 0 {
            let height = placement.image.height
            let top = height * placement.firstRow / placement.rows
            let bottom = height * (placement.firstRow + placement.area.height) / placement.rows
            keys += ",x=0,y=\(top),w=\(placement.image.width),h=\(max(1, bottom - top))"
        }
        return keys + ",C=1,q=2"
    }

    private static func command(_ keys: String, payload: some Collection<UInt8>, into bytes: inout [UInt8]) {
        bytes += [0x1B, 0x5F, 0x47]  // ESC _ G
        bytes += Array(keys.utf8)
        if !payload.isEmpty {
            bytes.append(0x3B)  // ;
            bytes += payload
        }
        bytes += [0x1B, 0x5C]  // ESC \
    }
}
