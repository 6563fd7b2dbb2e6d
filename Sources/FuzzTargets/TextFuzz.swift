import Foundation
import SafeText
import ViewModels

/// The sanitiser every server string passes before a terminal, `--json`'s
/// escaping, and text-field editing.
///
/// - Sanitised text holds no C0 control (bar "\n" in multi-line mode), no
///   DEL, no C1 control and no bidi control, and sanitising it again
///   changes nothing.
/// - `TerminalSafeJSON` leaves no scalar a terminal acts on outside the
///   whitespace between tokens, and a JSON parser reads back the very
///   scalars that went in.
/// - A text field's value is always sanitised single-line text and its
///   cursor always inside it, whatever is typed, pasted or deleted.
extension FuzzTarget {
    static let text = FuzzTarget("text", "SafeText Sanitizer, TerminalSafeJSON, TextFieldState editing") { data throws(FuzzViolation) in
        var choices = FuzzBytes(data)
        let bytes = choices.take(choices.below(max(1, choices.remaining)))
        let text = String(decoding: bytes, as: UTF8.self)
        try TextInvariants.sanitised(text)
        try TextInvariants.safeJSON(text)
        try TextInvariants.safeJSONBytes(bytes, text: text)
        try TextInvariants.editing(text, &choices)
    }
}

enum TextInvariants {
    static func sanitised(_ text: String) throws(FuzzViolation) {
        for mode in [Sanitizer.Mode.singleLine, .multiLine] {
            let clean = Sanitizer.sanitize(text, mode: mode)
            for scalar in clean.unicodeScalars {
                let value = scalar.value
                let allowedBreak = mode == .multiLine && value == 0x0A
                try require(allowedBreak || !(value < 0x20 || (0x7F...0x9F).contains(value)),
                            "\(mode) left U+\(String(value, radix: 16)) in \(clean.debugDescription)")
                try require(!isBidiControl(value), "\(mode) left bidi U+\(String(value, radix: 16))")
            }
            try require(Sanitizer.sanitize(clean, mode: mode).unicodeScalars.elementsEqual(clean.unicodeScalars),
                        "\(mode) is not idempotent on \(text.debugDescription)")
        }
    }

    static func safeJSON(_ text: String) throws(FuzzViolation) {
        // Any text at all: nothing active may come out raw, JSON or not.
        let escapedAnything = TerminalSafeJSON.escape(text)
        try require(!escapedAnything.unicodeScalars.contains { active($0) && !["\n", "\t", "\r"].contains($0) },
                    "escape left an active scalar in \(escapedAnything.debugDescription)")
        // A JSON document: parsed back, the strings are the very same scalars.
        guard let encoded = try? JSONEncoder().encode(["key \(text)": text]) else { return }
        let json = String(decoding: encoded, as: UTF8.self)
        let escaped = TerminalSafeJSON.escape(json)
        try require(!escaped.unicodeScalars.contains(where: active), "escaped JSON holds an active scalar: \(escaped.debugDescription)")
        guard let back = try? JSONDecoder().decode([String: String].self, from: Data(escaped.utf8)) else {
            throw FuzzViolation("escaped JSON no longer parses: \(escaped.debugDescription)")
        }
        try require(back.count == 1 && back.first.map { pair in
            pair.key.unicodeScalars.elementsEqual("key \(text)".unicodeScalars) && pair.value.unicodeScalars.elementsEqual(text.unicodeScalars)
        } == true, "escaped JSON reads back differently: \(back)")
    }

    /// `--json`'s byte path: any bytes at all come out well-formed with nothing active but
    /// whitespace, and well-formed bytes come out as the text path gives them.
    static func safeJSONBytes(_ bytes: [UInt8], text: String) throws(FuzzViolation) {
        let output = bytes.withUnsafeBytes { TerminalSafeJSON.escape(bytes: $0) } ?? bytes
        guard let escaped = String(validating: output, as: UTF8.self) else {
            throw FuzzViolation("the byte path wrote ill-formed UTF-8 for \(bytes)")
        }
        try require(!escaped.unicodeScalars.contains { active($0) && !["\n", "\t", "\r"].contains($0) },
                    "the byte path left an active scalar in \(escaped.debugDescription)")
        if String(validating: bytes, as: UTF8.self) != nil {
            try require(escaped == TerminalSafeJSON.escape(text), "the byte path differs from the text path on \(text.debugDescription)")
        }
    }

    static func editing(_ text: String, _ choices: inout FuzzBytes) throws(FuzzViolation) {
        var field = TextFieldState(value: text, isMasked: choices.bool())
        let pieces = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        for _ in 0..<choices.below(64) where !choices.isAtEnd {
            let action: TextFieldAction
            switch choices.below(11) {
            case 0, 1: action = .insert(pieces.isEmpty ? "x" : pieces[choices.below(pieces.count)])
            case 2: action = .insert(String(decoding: choices.take(choices.below(8)), as: UTF8.self))
            case 3: action = .backspace
            case 4: action = .deleteForward
            case 5: action = .moveLeft
            case 6: action = .moveRight
            case 7: action = choices.bool() ? .moveToStart : .moveToEnd
            case 8: action = .deleteToStart
            case 9: action = .deleteToEnd
            default: action = .deleteWordBackward
            }
            field.apply(action)
            try require((0...field.value.count).contains(field.cursor), "cursor \(field.cursor) outside \(field.value.count) after \(action)")
            try require(Sanitizer.singleLine(field.value).unicodeScalars.elementsEqual(field.value.unicodeScalars),
                        "the field holds unsanitised text after \(action): \(field.value.debugDescription)")
            try require(field.displayedCharacters.count == field.value.count, "drawn and held lengths differ")
        }
    }

    static func active(_ scalar: Unicode.Scalar) -> Bool { TerminalActiveScalar.contains(scalar) }

    static func isBidiControl(_ value: UInt32) -> Bool {
        switch value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
        default: return false
        }
    }
}
