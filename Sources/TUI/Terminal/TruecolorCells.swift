/// The bytes that repaint pictures' half blocks in 24-bit colour, written
/// past curses (which has one byte per colour) by `GraphicsLayer`. Only
/// numbers and fixed bytes: no text from a server reaches them.
package enum TruecolorCells {
    /// DECSC: the cursor and attributes curses left, put back by DECRC at the end.
    static let saveCursor: [UInt8] = [0x1B, 0x37]
    static let restoreCursor: [UInt8] = [0x1B, 0x38]
    static let resetAttributes: [UInt8] = Array("\u{1B}[0m".utf8)
    static let upperHalf: [UInt8] = Array("▀".utf8)

    /// For each placement, row by row: the cursor moved to the row's first
    /// cell, then per cell `ESC[38;2;R;G;B;48;2;R;G;Bm▀` (top pixel as
    /// foreground, bottom as background); SGR reset and the cursor back last.
    package static func sequence(for pictures: [PicturePlacement]) -> [UInt8] {
        var bytes = saveCursor
        bytes.reserveCapacity(pictures.reduce(16) { $0 + $1.area.width * $1.area.height * 44 + $1.area.height * 12 })
        for picture in pictures {
            let width = picture.area.width
            for (offset, pixels) in picture.pixels.enumerated() where pixels.count >= 2 * width {
                ControlBytes.moveCursor(row: picture.area.row + offset, col: picture.area.col, into: &bytes)
                for index in 0..<width {
                    let top = pixels[index]
                    let bottom = pixels[width + index]
                    bytes += [0x1B, 0x5B, 0x33, 0x38, 0x3B, 0x32, 0x3B]  // ESC [ 3 8 ; 2 ;
                    ControlBytes.rgb(top, into: &bytes)
                    bytes += [0x3B, 0x34, 0x38, 0x3B, 0x32, 0x3B]  // ; 4 8 ; 2 ;
                    ControlBytes.rgb(bottom, into: &bytes)
                    bytes.append(0x6D)  // m
                    bytes += upperHalf
                }
            }
        }
        bytes += resetAttributes
        bytes += restoreCursor
        return bytes
    }
}
