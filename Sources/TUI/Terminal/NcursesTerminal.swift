import CNcurses
import Foundation

/// The real terminal, through ncursesw. Kept thin: it draws cells, reads
/// keys and owns curses' modes; diffing is the `Renderer`'s job.
///
/// Modes, and why:
/// - `setlocale(LC_ALL, "")` first, so curses speaks UTF-8; if the
///   environment's locale is not UTF-8 (LANG unset in a container), LC_CTYPE
///   falls back to C.UTF-8, since Courier draws "…", borders and CJK.
/// - `newterm` instead of `initscr`: same setup, but it reports an unusable
///   TERM as an error instead of exiting the process.
/// - `raw()`, not `cbreak()`: Ctrl-C, Ctrl-Z, Ctrl-\ and Ctrl-S arrive as keys
///   instead of signals, so the app decides what they mean (Ctrl-C cancels
///   or quits cleanly, never kills the process with the terminal in a bad
///   state) and flow control cannot freeze the screen. `EventLoop` turns
///   Ctrl-Z into a proper job-control stop.
/// - `noecho`, `keypad` (curses decodes arrows, PgUp…), `nodelay` (reads
///   never block; the event loop reads when stdin is readable), ESCDELAY of
///   25 ms unless the user set ESCDELAY, so Esc feels immediate.
/// - A terminal that cannot move the cursor (TERM=dumb) is refused with
///   `cannotMoveCursor`, before anything is drawn.
/// - Pictures as `graphics` resolves for the environment (`GraphicsChoice`);
///   anything past the palette's half blocks is written by a `GraphicsLayer`
///   after each flush.
/// - Colours unless NO_COLOR is set, TERM is dumb, `--no-color` was passed
///   or the terminal has none; then `usesColor` is false and styles keep
///   only bold, reverse, underline and dim.
@MainActor
package final class NcursesTerminal: Terminal {
    package enum Failure: Error, CustomStringConvertible {
        /// Output is a pipe or a file: `courier | less` needs the subcommands instead.
        case notATerminal
        case cannotOpen(descriptor: Int32)
        case unsupportedTerminal(String)
        /// TERM=dumb and the like: no cursor addressing, so no full screen.
        case cannotMoveCursor(String)

        /// The user must run it elsewhere or set TERM: a usage error (exit 2), not a failure.
        package var isUsage: Bool {
            switch self {
            case .unsupportedTerminal, .cannotMoveCursor: return true
            case .notATerminal, .cannotOpen: return false
            }
        }

        package var description: String {
            switch self {
            case .notATerminal: return "standard input and output must be a terminal for the interactive app"
            case .cannotOpen(let descriptor): return "cannot open file descriptor \(descriptor) for the terminal"
            case .unsupportedTerminal(let term): return "cannot use terminal type \"\(term)\" (is TERM set correctly?)"
            case .cannotMoveCursor(let term):
                return "terminal type \"\(term)\" cannot move the cursor, which the full-screen app needs; "
                    + "run it in a terminal that can (for example TERM=xterm-256color), or use the subcommands "
                    + "(courier get, courier whoami, …), which print plain lines"
            }
        }
    }

    package static let defaultEscapeDelay: Int32 = 25

    /// Whether styles are drawn with colours (see the type's comment).
    package let usesColor: Bool
    /// The file descriptor keys are read from: what `EventLoop` watches.
    package let inputDescriptor: Int32
    /// The file descriptor frames are written to: its size is the screen's.
    package let outputDescriptor: Int32
    package private(set) var isActive = true
    /// Clicks and the wheel arrive as keys (`Key.mouse`) while the app has the terminal.
    package let reportsMouse: Bool
    /// How pictures are drawn; nil for none (`--graphics none`).
    package let pictureGraphics: PictureGraphics?
    private let graphicsLayer: GraphicsLayer?

    private let screen: OpaquePointer
    private var files: (input: UnsafeMutablePointer<FILE>, output: UnsafeMutablePointer<FILE>)?
    private let window: UnsafeMutablePointer<WINDOW>
    private var hasDefaultColors = false
    private var initializedPairs = [Bool](repeating: false, count: NcursesTerminal.pairCount)
    private var cursorVisible = false
    private static let pairCount = Color.named.count * Color.named.count

    /// Takes over the terminal on `input`/`output` (stdin/stdout by default).
    /// `termType` overrides TERM (tests use a pty with "xterm-256color").
    package init(environment: [String: String] = ProcessInfo.processInfo.environment, noColorFlag: Bool = false,
                reportsMouse: Bool = false, graphics: GraphicsChoice = .auto, termType: String? = nil,
                inputDescriptor: Int32 = STDIN_FILENO,
                outputDescriptor: Int32 = STDOUT_FILENO) throws {
        guard isatty(inputDescriptor) == 1, isatty(outputDescriptor) == 1 else { throw Failure.notATerminal }
        Self.setUTF8Locale()
        guard let input = fdopen(dup(inputDescriptor), "r") else { throw Failure.cannotOpen(descriptor: inputDescriptor) }
        guard let output = fdopen(dup(outputDescriptor), "w") else {
            fclose(input)
            throw Failure.cannotOpen(descriptor: outputDescriptor)
        }
        let type = termType ?? environment["TERM"]
        guard let screen = newterm(type, output, input) else {
            fclose(input)
            fclose(output)
            throw Failure.unsupportedTerminal(type ?? "(unset)")
        }
        self.screen = screen
        self.files = (input, output)
        guard let window = courier_stdscr() else {
            endwin()
            delscreen(screen)
            fclose(input)
            fclose(output)
            throw Failure.unsupportedTerminal(type ?? "(unset)")
        }
        guard courier_can_address_cursor() != 0 else {
            endwin()
            delscreen(screen)
            fclose(input)
            fclose(output)
            throw Failure.cannotMoveCursor(type ?? "(unset)")
        }
        self.window = window
        self.inputDescriptor = inputDescriptor
        self.outputDescriptor = outputDescriptor
        if environment["ESCDELAY"] == nil { set_escdelay(Self.defaultEscapeDelay) }
        raw()
        noecho()
        nonl()
        keypad(window, true)
        nodelay(window, true)
        intrflush(window, false)
        curs_set(0)
        self.reportsMouse = reportsMouse
        if reportsMouse { MouseReporting.enable(on: outputDescriptor) }
        var effectiveEnvironment = environment
        effectiveEnvironment["TERM"] = type
        let wantsColor = !Theme.prefersMonochrome(environment: effectiveEnvironment, noColorFlag: noColorFlag)
        if wantsColor && has_colors() {
            start_color()
            hasDefaultColors = use_default_colors() == courier_ok()
            usesColor = true
        } else {
            usesColor = false
        }
        pictureGraphics = usesColor ? graphics.resolve(environment: effectiveEnvironment) : nil
        graphicsLayer = pictureGraphics.flatMap { GraphicsLayer(graphics: $0, descriptor: outputDescriptor) }
    }

    /// The theme that matches this terminal's colour support.
    package var theme: Theme {
        guard usesColor else { return .monochrome }
        var theme = Theme.standard
        guard let pictureGraphics else {
            theme.pictureColors = .none
            return theme
        }
        // Fewer than 256 colours: pictures in the sixteen named ones.
        if courier_colors() < 256 { theme.pictureColors = .ansi16 }
        theme.graphics = pictureGraphics
        return theme
    }

    package var size: Size { Size(rows: Int(courier_lines()), cols: Int(courier_cols())) }

    // MARK: Drawing

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

    // MARK: Input

    /// Everything curses has: get_wch until ERR, decoded.
    package func readKeys() -> [Key] {
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
        return KeyDecoder.decode(inputs)
    }

    // MARK: Lifecycle

    /// After SIGWINCH: reads the tty's real size and tells curses.
    @discardableResult
    package func updateSizeFromTerminal() -> Size {
        var rows: Int32 = 0
        var cols: Int32 = 0
        if courier_winsize(outputDescriptor, &rows, &cols) == 0 && rows > 0 && cols > 0 {
            resizeterm(rows, cols)
        }
        return size
    }

    /// Gives the terminal back (endwin): before a stop, or on the way out.
    package func suspend() {
        guard isActive else { return }
        MouseReporting.disable()
        graphicsLayer?.withdraw()
        endwin()
        isActive = false
    }

    /// Takes the terminal again; curses restores its modes on refresh. The
    /// caller then repaints (Renderer.invalidate).
    package func resume() {
        guard !isActive, files != nil else { return }
        isActive = true
        updateSizeFromTerminal()
        clearok(courier_curscr(), true)
        wrefresh(window)
        if reportsMouse { MouseReporting.enable(on: outputDescriptor) }
    }

    /// Restores the terminal for good and frees curses' screen. Safe to
    /// call twice; the terminal is unusable afterwards.
    package func shutdown() {
        suspend()
        guard let files else { return }
        delscreen(screen)
        fclose(files.input)
        fclose(files.output)
        self.files = nil
    }

    /// LC_ALL from the environment; LC_CTYPE C.UTF-8 if that is not UTF-8.
    static func setUTF8Locale() {
        setlocale(LC_ALL, "")
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return }
        let name = String(cString: codeset).uppercased().replacingOccurrences(of: "-", with: "")
        if name != "UTF8" { setlocale(LC_CTYPE, "C.UTF-8") }
    }

    // MARK: Styles

    static func attributes(for style: Style) -> attr_t {
        var attributes: attr_t = 0
        if style.attributes.contains(.bold) { attributes |= courier_a_bold() }
        if style.attributes.contains(.reverse) { attributes |= courier_a_reverse() }
        if style.attributes.contains(.underline) { attributes |= courier_a_underline() }
        if style.attributes.contains(.dim) { attributes |= courier_a_dim() }
        return attributes
    }

    /// One curses pair per (foreground, background) of named colours, numbered
    /// fg * 17 + bg, set up on first use. A palette colour (a picture's) gets
    /// a pair from ncurses' own allocator, which reuses the least recently
    /// used pair once the terminal's pairs run out.
    private func colorPair(for style: Style) -> Int32 {
        guard usesColor, style.foreground != .default || style.background != .default else { return 0 }
        guard style.foreground.isNamed, style.background.isNamed else {
            let pair = alloc_pair(Int32(cursesColor(style.foreground, isBackground: false)),
                                  Int32(cursesColor(style.background, isBackground: true)))
            return pair < 0 ? 0 : pair
        }
        let number = Int(style.foreground.rawValue) * Color.named.count + Int(style.background.rawValue)
        guard number < Int(courier_color_pairs()) else { return 0 }
        if !initializedPairs[number] {
            init_pair(Int16(number), cursesColor(style.foreground, isBackground: false),
                      cursesColor(style.background, isBackground: true))
            initializedPairs[number] = true
        }
        return Int32(number)
    }

    private func cursesColor(_ color: Color, isBackground: Bool) -> Int16 {
        if color == .default && !hasDefaultColors { return isBackground ? 0 : 7 }
        let index = color.cursesIndex
        return index >= 8 && index < 16 && courier_colors() < 16 ? index - 8 : index
    }
}
