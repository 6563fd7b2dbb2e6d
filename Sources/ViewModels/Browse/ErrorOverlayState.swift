/// The whole message of an error the status line can only summarise, opened
/// with `!`. It holds its own copy of the note, so the note's expiry does
/// not close it under the person reading it.
package struct ErrorOverlayState: Sendable, Equatable {
    package var note: StatusNote
    /// Wrapped lines scrolled past (the screen knows how far it can go).
    package var scroll = 0
    /// The request behind the error, as the client's journal kept it: its
    /// method, URL, status, time, the server's request id and a `curl` to
    /// send it again. Nil while it is looked up (a turn of the main queue),
    /// and when no request was sent.
    package var request: RequestSummary?

    package init(note: StatusNote) {
        self.note = note
    }
}
