import CNcurses
import Foundation

/// Cells into curses' window: wide and combined graphemes, the flush, the
/// pictures past curses, the cursor.
extension NcursesTerminal {
    package func draw(_ cell: Cell, row: Int, col: Int) {
        let attributes = Self.attributes(for: cell.style)
        let pair = colorPair(for: cell.style)
        if let scalar = cell.scalar {
            var character = cchar_t()
            var text: (wchar_t, wchar_t) = (wchar_t(bitPattern: scalar.value), 0)
            var extendedPair = pair
            withUnsafePointer(to: &text.0) { _ = setcchar(&character, $0, attributes, 0, &extendedPair) }
            mvwadd_wch(window, Int32(row), Int32(col), &character)
            return
        }
        let grapheme = cell.character
        if cell.isWide && DisplayWidth.baseWidth(of: grapheme) != 2 {
            drawNarrowFallback(for: grapheme, row: row, col: col, attributes: attributes, pair: pair)
            return
        }
        put(grapheme.unicodeScalars, row: row, col: col, attributes: attributes, pair: pair)
    }

    /// Writes one curses cell: the base scalar and the zero-width scalars
    /// that follow it (combining marks, variation selectors), at most
    /// CCHARW_MAX. curses cannot hold a ZWJ sequence in one cell (setcchar
    /// takes a single spacing character), so such an emoji is drawn as its
    /// first member, which has the same width: the columns stay right.
    private func put(_ scalars: Character.UnicodeScalarView, row: Int, col: Int, attributes: attr_t, pair: Int32) {
        withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: 6) { buffer in
            var count = 0
            for scalar in scalars {
                let isSpacing = DisplayWidth.of(scalar) > 0
                if count == 0 && !isSpacing { continue }
                if count > 0 && (isSpacing || scalar.value == 0x200D) { break }
                buffer[count] = wchar_t(bitPattern: scalar.value)
                count += 1
                if count == 5 { break }
            }
            if count == 0 {
                buffer[0] = 0x20
                count = 1
            }
            buffer[count] = 0
            var character = cchar_t()
            // The pair goes through `opts`, ncurses' way of taking pairs past 32767.
            var extendedPair = pair
            setcchar(&character, buffer.baseAddress, attributes, 0, &extendedPair)
            mvwadd_wch(window, Int32(row), Int32(col), &character)
        }
    }

    /// Graphemes we measure as two columns but curses (wcwidth of the base)
    /// as one: flags and text-default symbols with U+FE0F ("❤️"). Drawn as
    /// two narrow cells curses agrees with: a flag's two letters ("JP"), or
    /// the symbol in text style plus a space.
    private func drawNarrowFallback(for grapheme: Character, row: Int, col: Int, attributes: attr_t, pair: Int32) {
        let scalars = Array(grapheme.unicodeScalars)
        if scalars.count >= 2 && scalars.prefix(2).allSatisfy({ DisplayWidth.isRegionalIndicator($0.value) }) {
            for (offset, scalar) in scalars.prefix(2).enumerated() {
                let letter = Character(Unicode.Scalar(UInt8(scalar.value - 0x1F1E6) + 0x41))
                put(letter.unicodeScalars, row: row, col: col + offset, attributes: attributes, pair: pair)
            }
            return
        }
        let base = scalars.first { DisplayWidth.of($0) > 0 } ?? " "
        put(Character(base).unicodeScalars, row: row, col: col, attributes: attributes, pair: pair)
        put(Character(" ").unicodeScalars, row: row, col: col + 1, attributes: attributes, pair: pair)
    }

    package func clear() {
        graphicsLayer?.screenCleared()
        werase(window)
        clearok(window, true)  // the next refresh also clears the physical screen: Ctrl-L fixes garbage
    }

    package func flush() {
        wrefresh(window)
    }

    package func showPictures(_ pictures: [PicturePlacement], cellsTouched: Bool) {
        guard isActive else { return }
        graphicsLayer?.show(pictures, cellsTouched: cellsTouched)
    }

    package func setCursor(_ position: Position?) {
        if let position {
            wmove(window, Int32(position.row), Int32(position.col))
            if !cursorVisible { curs_set(1) }
            cursorVisible = true
        } else if cursorVisible {
            curs_set(0)
            cursorVisible = false
        }
    }

    package func bell() {
        beep()
    }
}
