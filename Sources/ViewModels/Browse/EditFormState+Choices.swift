import Foundation

extension FieldRule {
    /// The field takes one of a few values (a JSON Schema enum): a form shows it as a choice to step through, not a word to type.
    package var isChoice: Bool { !limits.choices.isEmpty && kind != .flag }
}

extension EditFormState {
    /// Which value of `rule`'s choices a key leaves in a choice field holding
    /// `current`: Space and → step to the next choice, ← to the one before
    /// (both wrapping round), a letter to the next choice it begins, and a
    /// deletion empties a field that may be left empty. A value that is no
    /// choice (the server's own, say) steps to the first.
    package static func choice(after edit: TextFieldAction, from current: String, rule: FieldRule) -> String {
        let choices = rule.limits.choices
        guard !choices.isEmpty else { return current }
        let index = choices.firstIndex(of: current.trimmingCharacters(in: .whitespaces))
        func step(_ delta: Int) -> String {
            guard let index else { return delta > 0 ? choices[0] : choices[choices.count - 1] }
            return choices[(index + delta + choices.count) % choices.count]
        }
        switch edit {
        case .insert(" "), .moveRight: return step(1)
        case .moveLeft: return step(-1)
        case let .insert(typed):
            guard let letter = typed.first?.lowercased() else { return current }
            // From the one after the current, so pressing the same letter again reaches the next that begins with it.
            let start = index.map { $0 + 1 } ?? 0
            let order = Array(choices[start...] + choices[..<start])
            return order.first { $0.lowercased().hasPrefix(letter) } ?? current
        case .backspace, .deleteForward, .deleteToStart, .deleteToEnd, .deleteWordBackward:
            return rule.isRequired ? current : ""
        case .moveToStart, .moveToEnd: return current
        }
    }
}
