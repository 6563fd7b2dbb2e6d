import Pictures

/// A picture as DEC sixel graphics, for `--graphics sixel`: the picture
/// resampled to its cells' pixels, in a palette of at most
/// `defaultPaletteSize` colours made from the picture itself (`MedianCut`),
/// dithered into it (`ErrorDiffusion`), six pixel rows a band, runs
/// compressed. A fixed palette without dithering turned photographs into
/// bands of flat colour, worse than half blocks in 24-bit colour. Numbers
/// and fixed bytes only.
package enum SixelPicture {
    /// A cell's pixels when the terminal does not report its window's pixels.
    package static let defaultCellPixels = (width: 10, height: 20)
    /// Runs at least this long are written `!count` + the sixel.
    static let minimumRun = 4
    /// Colour registers a picture may use: what xterm has (VT340 mode) and more than most pictures need.
    package static let defaultPaletteSize = 256

    /// The placement's visible rows as one sixel image at its first cell,
    /// the cursor and attributes put back after.
    package static func sequence(for placement: PicturePlacement, cell: (width: Int, height: Int)) -> [UInt8] {
        let width = placement.columns * cell.width
        let wholeHeight = placement.rows * cell.height
        let pixels = ImageScaling.resample(placement.image, width: width, height: wholeHeight)
        let top = placement.firstRow * cell.height
        let height = min(placement.area.height * cell.height, wholeHeight - top)
        guard width > 0, height > 0, pixels.count == width * wholeHeight else { return [] }
        let shown = Array(pixels[(top * width)..<((top + height) * width)])
        let palette = MedianCut.palette(of: shown, maximum: defaultPaletteSize)
        let indices = ErrorDiffusion.indices(of: shown, width: width, height: height, palette: palette)
        var bytes = TruecolorCells.saveCursor
        ControlBytes.moveCursor(row: placement.area.row, col: placement.area.col, into: &bytes)
        bytes += encode(indices, width: width, height: height, palette: palette)
        bytes += TruecolorCells.restoreCursor
        return bytes
    }

    /// `ESC P 0;1;0 q "1;1;W;H`, the colours used (`#n;2;R;G;B` in percent, n the index into `palette`), the bands, `ESC \`.
    static func encode(_ indices: [UInt8], width: Int, height: Int, palette: [RGB]) -> [UInt8] {
        var bytes: [UInt8] = Array("\u{1B}P0;1;0q\"1;1;".utf8)
        ControlBytes.decimal(width, into: &bytes)
        bytes.append(0x3B)
        ControlBytes.decimal(height, into: &bytes)
        var used = [Bool](repeating: false, count: 256)
        for index in indices { used[Int(index)] = true }
        for color in palette.indices where used[color] {
            bytes.append(0x23)  // #
            ControlBytes.decimal(color, into: &bytes)
            bytes += [0x3B, 0x32]  // ;2
            for channel in [palette[color].red, palette[color].green, palette[color].blue] {
                bytes.append(0x3B)
                ControlBytes.decimal((Int(channel) * 100 + 127) / 255, into: &bytes)
            }
        }
        var sixels = [UInt8](repeating: 0, count: width)
        for bandTop in stride(from: 0, to: height, by: 6) {
            let bandRows = min(6, height - bandTop)
            var inBand = [Bool](repeating: false, count: 256)
            for offset in 0..<(bandRows * width) { inBand[Int(indices[bandTop * width + offset])] = true }
            var firstColor = true
            for color in 0..<256 where inBand[color] {
                for x in 0..<width {
                    var bits: UInt8 = 0
                    for row in 0..<bandRows where indices[(bandTop + row) * width + x] == UInt8(color) { bits |= 1 << row }
                    sixels[x] = bits
                }
                if !firstColor { bytes.append(0x24) }  // $: back to the band's start for the next colour
                firstColor = false
                bytes.append(0x23)
                ControlBytes.decimal(color, into: &bytes)
                appendRuns(sixels, into: &bytes)
            }
            bytes.append(0x2D)  // -: the next band
        }
        bytes += [0x1B, 0x5C]
        return bytes
    }

    private static func appendRuns(_ sixels: [UInt8], into bytes: inout [UInt8]) {
        var x = 0
        while x < sixels.count {
            var end = x + 1
            while end < sixels.count && sixels[end] == sixels[x] { end += 1 }
            let run = end - x
            let character = 0x3F + sixels[x]
            if run >= minimumRun {
                bytes.append(0x21)  // !
                ControlBytes.decimal(run, into: &bytes)
                bytes.append(character)
            } else {
                bytes += [UInt8](repeating: character, count: run)
            }
            x = end
        }
    }
}
