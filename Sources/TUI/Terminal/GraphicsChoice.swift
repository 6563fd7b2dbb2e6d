/// `--graphics`: how pictures are drawn, or whether at all.
package enum GraphicsChoice: String, CaseIterable, Sendable {
    /// The best the terminal says it can do (see `resolve`).
    case auto
    case kitty
    case truecolor
    case palette256 = "256"
    /// Never chosen by `auto`: a terminal does not say whether it draws sixels without being asked.
    case sixel
    /// No pictures: the detail keeps its gauges, as on a monochrome terminal.
    case none

    /// How pictures are drawn on the terminal `environment` describes; nil for none.
    /// `auto`: kitty's protocol in kitty (`TERM=xterm-kitty` or
    /// `KITTY_WINDOW_ID`) unless inside tmux or screen (`TMUX`, `STY`, or
    /// their TERM), which would not pass it on; else 24-bit half blocks where
    /// `COLORTERM` is `truecolor` or `24bit` (the convention terminals
    /// follow), or where the terminal kept a 24-bit colour when asked
    /// (`TerminalProbe`; xterm drops COLORTERM from its children) or TERM's
    /// terminfo says `RGB` or `Tc`; else half blocks in the palette.
    package func resolve(environment: [String: String], terminalKeepsDirectColor: Bool = false) -> PictureGraphics? {
        switch self {
        case .none: return nil
        case .kitty: return .kitty
        case .truecolor: return .truecolor
        case .palette256: return .cells
        case .sixel: return .sixel
        case .auto:
            if Self.isKitty(environment) && !Self.isMultiplexed(environment) { return .kitty }
            let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
            return colorTerm == "truecolor" || colorTerm == "24bit" || terminalKeepsDirectColor ? .truecolor : .cells
        }
    }

    private static func isKitty(_ environment: [String: String]) -> Bool {
        environment["TERM"] == "xterm-kitty" || !(environment["KITTY_WINDOW_ID"] ?? "").isEmpty
    }

    private static func isMultiplexed(_ environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        return !(environment["TMUX"] ?? "").isEmpty || !(environment["STY"] ?? "").isEmpty
            || term.hasPrefix("screen") || term.hasPrefix("tmux")
    }
}
