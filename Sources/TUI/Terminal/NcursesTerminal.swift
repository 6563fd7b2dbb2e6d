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
/// - With `asksTerminal`, the terminal is asked (`TerminalProbe`) for its
///   background, which picks the dark or light theme unless `--theme` did,
///   and whether it keeps 24-bit colour, which xterm does without saying so
///   in COLORTERM. The wait ends with the terminal's last answer, at most
///   `probeTimeout` (`TerminalProbe.defaultTimeout`).
@MainActor
package final class NcursesTerminal: Terminal {
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
    /// The background the theme is drawn for (`ThemeChoice`).
    package let background: ThemeBackground
    /// Which theme: one of Courier's, or the config file's own over one of them.
    package let themeChoice: ThemeChoice
    package let customTheme: CustomTheme?
    /// What the terminal answered, when asked.
    package let probe: TerminalProbe
    let graphicsLayer: GraphicsLayer?
    /// The environment it started in: what the clipboard's support is told from.
    let environment: [String: String]
    /// Whether the terminal takes OSC 52, once a copy has asked.
    var clipboardSupport: Clipboard.Support?

    private let screen: OpaquePointer
    private var files: (input: UnsafeMutablePointer<FILE>, output: UnsafeMutablePointer<FILE>)?
    let window: UnsafeMutablePointer<WINDOW>
    var hasDefaultColors = false
    var cursorVisible = false
    /// Carries a terminal string or a paste that one read cut in two to the next.
    private var keyDecoder = KeyDecoder()
    /// Keys typed while the terminal was being asked, for the first read.
    private var pendingKeys: [Key] = []

    /// Takes over the terminal on `input`/`output` (stdin/stdout by default).
    /// `termType` overrides TERM (tests use a pty with "xterm-256color").
    package init(environment: [String: String] = ProcessInfo.processInfo.environment, noColorFlag: Bool = false,
                reportsMouse: Bool = false, graphics: GraphicsChoice = .auto, themeChoice: ThemeChoice = .auto,
                customTheme: CustomTheme? = nil,
                asksTerminal: Bool = false, probeTimeout: TimeInterval = TerminalProbe.defaultTimeout,
                termType: String? = nil, inputDescriptor: Int32 = STDIN_FILENO,
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
        self.environment = environment
        if environment["ESCDELAY"] == nil { set_escdelay(Self.defaultEscapeDelay) }
        raw()
        noecho()
        nonl()
        keypad(window, true)
        nodelay(window, true)
        intrflush(window, false)
        curs_set(0)
        self.reportsMouse = reportsMouse
        var probe = TerminalProbe()
        if asksTerminal && TerminalProbe.isWorthAsking(term: type) {
            (probe, pendingKeys) = Self.ask(window: window, input: inputDescriptor, output: outputDescriptor, decoder: &keyDecoder,
                                            timeout: probeTimeout)
        }
        self.probe = probe
        background = (customTheme?.base ?? themeChoice).background(reported: probe.background, environment: environment)
        self.themeChoice = themeChoice
        self.customTheme = customTheme
        InputReporting.enable(on: outputDescriptor, mouse: reportsMouse)
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
        let directColor = probe.keepsDirectColor || courier_terminfo_direct_color() != 0
        pictureGraphics = usesColor ? graphics.resolve(environment: effectiveEnvironment, terminalKeepsDirectColor: directColor) : nil
        graphicsLayer = pictureGraphics.flatMap { GraphicsLayer(graphics: $0, descriptor: outputDescriptor) }
    }

    /// The theme that matches this terminal's colour support.
    package var theme: Theme {
        guard usesColor else { return .monochrome }
        let colors = Int(courier_colors())
        var theme = customTheme?.theme(background: background, colors: colors) ?? themeChoice.theme(background: background, colors: colors)
        guard let pictureGraphics, !theme.isMonochrome else {
            theme.pictureColors = .none
            return theme
        }
        theme.graphics = pictureGraphics
        return theme
    }

    /// Whether keys typed while the terminal was asked wait for `readKeys`.
    package var hasPendingKeys: Bool { !pendingKeys.isEmpty }

    package var size: Size { Size(rows: Int(courier_lines()), cols: Int(courier_cols())) }

    // MARK: Input

    /// Everything curses has: get_wch until ERR, decoded.
    package func readKeys() -> [Key] {
        let keys = pendingKeys + keyDecoder.feed(Self.readInputs(window))
        pendingKeys = []
        _ = keyDecoder.takeReplies()  // a late answer to the start's questions: nothing waits for it now
        return keys
    }

    /// Whether the input stopped inside a terminal string (see `KeyDecoder.releaseOpenString`).
    package var isInsideTerminalString: Bool { keyDecoder.isInsideString }

    /// The keys of a string the input went quiet inside: a person's Alt key and what followed it.
    package func releaseOpenString() -> [Key] {
        keyDecoder.releaseOpenString()
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
        InputReporting.disable()
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
        InputReporting.enable(on: outputDescriptor, mouse: reportsMouse)
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
}
