/// Which row of the login box's inside each line takes. Roomy, a blank row
/// separates the parts; short of rows, the blanks go one by one (least
/// missed first) so the demo hint keeps a row down to the smallest terminal.
package struct LoginLayout: Sendable, Equatable {
    /// Rows the message (an error or a note) may wrap to.
    package static let messageRows = 2
    /// Rows inside the box when every blank is kept and the hint shows.
    package static let roomyHeight = 12

    package var badge = 0
    package var username = 0
    package var password = 0
    package var button = 0
    package var message = 0
    package var hint: Int?
    /// Some blanks were dropped: short words are wanted.
    package var isCompact = false

    /// The rows inside a box `height` rows tall (the title and border not counted).
    package init(height: Int, showsHint: Bool) {
        // The blank after each part, and the order in which they go.
        var blanks: [Part: Int] = [.badge: 1, .username: 1, .password: 1, .button: 1, .message: 0]
        let lines = 4 + Self.messageRows + (showsHint ? 1 : 0)
        var spare = height - lines - blanks.values.reduce(0, +)
        for part in [Part.username, .password, .button, .badge] where spare < 0 {
            blanks[part] = 0
            spare += 1
            isCompact = true
        }
        var row = 0
        func place(_ part: Part, rows: Int = 1) -> Int {
            defer { row += rows + blanks[part, default: 0] }
            return row
        }
        badge = place(.badge)
        username = place(.username)
        password = place(.password)
        button = place(.button)
        message = place(.message, rows: Self.messageRows)
        hint = showsHint && row < height ? row : nil
    }

    private enum Part { case badge, username, password, button, message }
}
