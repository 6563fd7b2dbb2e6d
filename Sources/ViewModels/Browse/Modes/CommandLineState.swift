/// The `:` line while it is open: what is typed, where ↑/↓ are in the
/// history, and Tab's place among the candidates once it cycles, as k9s's
/// command line does.
package struct CommandLineState: Sendable, Equatable {
    package var field: TextFieldState
    /// The history line shown, counted from the newest (0); nil while the line is one's own.
    package var historyIndex: Int?
    /// The line typed before ↑ went into the history: ↓ past the newest brings it back.
    package var draft = ""
    /// Tab's candidates for the word being completed, and the one shown.
    package var cycle: CompletionCycle?

    package init(field: TextFieldState) {
        self.field = field
    }

    package init(text: String) {
        self.init(field: TextFieldState(value: text))
    }
}

/// Each Tab after the candidates stopped agreeing shows the next one in the
/// last word's place; Shift-Tab the one before. Typing ends the cycle.
package struct CompletionCycle: Sendable, Equatable {
    /// The line without its last word, as it was when the cycle began.
    package var head: String
    package var candidates: [String]
    /// The candidate shown; nil before the first.
    package var index: Int?

    package init(head: String, candidates: [String], index: Int? = nil) {
        self.head = head
        self.candidates = candidates
        self.index = index
    }

    /// The line with the candidate `steps` on from the one shown.
    package mutating func step(_ steps: Int) -> String {
        guard !candidates.isEmpty else { return head }
        let next = index.map { ($0 + steps + candidates.count) % candidates.count } ?? (steps > 0 ? 0 : candidates.count - 1)
        index = next
        return head + candidates[next]
    }
}
