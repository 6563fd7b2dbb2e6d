import Foundation
import TUI

/// The key and mouse decoder, two ways.
///
/// Modelled: the input is a stream of tokens whose keys are known —
/// characters, Ctrl and Alt keys, function keys, SGR mouse reports,
/// terminal strings (DCS, SOS, OSC, PM, APC in 7-bit and C1 forms, ended by
/// BEL or either ST) and bracketed pastes. Decoded whole and in fragments
/// cut anywhere a read can cut it, the keys must be the model's: a terminal
/// string is never a key, a paste is one `.paste` of its text.
///
/// Raw: any units in any fragments. No character or Alt key may carry a
/// control, a paste stays within its limit, and no input makes more keys
/// than it has units.
extension FuzzTarget {
    static let keys = FuzzTarget("keys", "TUI KeyDecoder: terminal strings, pastes, mouse, fragments") { data throws(FuzzViolation) in
        var choices = FuzzBytes(data)
        if choices.byte() & 1 == 0 {
            try KeysModel.check(&choices)
        } else {
            try KeysRaw.check(&choices)
        }
    }
}

enum KeysModel {
    static func check(_ choices: inout FuzzBytes) throws(FuzzViolation) {
        var units: [RawInput] = []
        var expected: [Key] = []
        /// Positions a read may not end at: inside an introducer or a sequence curses would not cut.
        var unsplittable = Set<Int>()
        let tokenCount = 1 + choices.below(24)
        for _ in 0..<tokenCount where !choices.isAtEnd {
            let start = units.count
            switch choices.below(8) {
            case 0:
                let value = UInt32(0x20 + choices.below(0x5F))
                units.append(.character(value))
                expected.append(.character(Character(Unicode.Scalar(value)!)))
            case 1:
                let value = UInt32([0x4E2D, 0x00E9, 0x1F600, 0x3002, 0x00A0][choices.below(5)])
                units.append(.character(value))
                expected.append(.character(Character(Unicode.Scalar(value)!)))
            case 2:
                let letters: [UInt8] = Array(0x01...0x1A).filter { ![0x08, 0x09, 0x0A, 0x0D].contains($0) }
                let value = letters[choices.below(letters.count)]
                units.append(.character(UInt32(value)))
                expected.append(.ctrl(Character(Unicode.Scalar(value + 0x60))))
            case 3:
                // Alt + a printable that begins no sequence.
                let candidates = (0x21...0x7E).map(UInt32.init).filter { ![0x50, 0x58, 0x5D, 0x5E, 0x5F, 0x5B, 0x4F].contains($0) }
                let value = candidates[choices.below(candidates.count)]
                units += [.character(0x1B), .character(value)]
                expected.append(.alt(Character(Unicode.Scalar(value)!)))
                unsplittable.insert(start + 1)
            case 4:
                appendString(&units, &unsplittable, &choices)
            case 5:
                if let paste = appendPaste(&units, &unsplittable, &choices) { expected.append(.paste(paste)) }
            case 6:
                let (report, event) = mouse(&choices)
                units += report.map { .character($0) }
                expected.append(.mouse(event))
                for offset in 1..<report.count { unsplittable.insert(start + offset) }
            default:
                let keys: [(Int32, Key)] = [
                    (CursesKeyCode.up, .up), (CursesKeyCode.pageDown, .pageDown), (CursesKeyCode.home, .home),
                    (CursesKeyCode.backTab, .backTab), (CursesKeyCode.resize, .resize), (CursesKeyCode.f0 + 5, .function(5)),
                ]
                let (code, key) = keys[choices.below(keys.count)]
                units.append(.functionKey(code))
                expected.append(key)
            }
        }
        let whole = KeyDecoder.decode(units)
        try require(whole == expected, "whole: \(whole) != expected \(expected) for \(units)")
        var decoder = KeyDecoder()
        var pieces: [Key] = []
        for range in fragmentBoundaries(count: units.count, choices: &choices, allowed: { !unsplittable.contains($0) }) {
            pieces += decoder.feed(Array(units[range]))
        }
        try require(pieces == expected, "fragmented: \(pieces) != expected \(expected) for \(units)")
    }

    /// A terminal string with a payload that holds none of its terminators.
    private static func appendString(_ units: inout [RawInput], _ unsplittable: inout Set<Int>, _ choices: inout FuzzBytes) {
        let start = units.count
        if choices.bool() {
            units += [.character(0x1B), .character([0x50, 0x58, 0x5D, 0x5E, 0x5F][choices.below(5)])]
            // ESC + introducer is a string only when more follows in the same read.
            unsplittable.formUnion([start + 1, start + 2])
        } else {
            units.append(.character([0x90, 0x98, 0x9D, 0x9E, 0x9F][choices.below(5)]))
        }
        let length = choices.below(64) + (choices.byte() == 0xFF ? 3_000 : 0)
        for _ in 0..<length {
            var value = UInt32(choices.byte())
            if value == 0x1B || value == 0x07 || value == 0x9C { value = 0x71 }  // q: it must never become a key
            units.append(.character(value))
        }
        switch choices.below(3) {
        case 0: units.append(.character(0x07))
        case 1: units.append(.character(0x9C))
        default: units += [.character(0x1B), .character(0x5C)]
        }
    }

    /// A bracketed paste; its text, or nil when it is empty (an empty paste types nothing).
    private static func appendPaste(_ units: inout [RawInput], _ unsplittable: inout Set<Int>, _ choices: inout FuzzBytes) -> String? {
        let start = units.count
        units += [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E].map { .character($0) }
        for offset in 1...5 { unsplittable.insert(start + offset) }
        var scalars = String.UnicodeScalarView()
        for _ in 0..<choices.below(48) {
            var value = UInt32(choices.byte())
            if value == 0x1B { value = 0x71 }
            if choices.byte() == 0xFE { value = 0x4E2D }
            units.append(.character(value))
            scalars.append(Unicode.Scalar(value)!)
        }
        units += [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E].map { .character($0) }
        return scalars.isEmpty ? nil : String(scalars)
    }

    private static func mouse(_ choices: inout FuzzBytes) -> ([UInt32], MouseEvent) {
        let (button, kind): (Int, MouseEvent.Kind) = [(0, .click), (64, .wheelUp), (65, .wheelDown)][choices.below(3)]
        let col = 1 + choices.below(500)
        let row = 1 + choices.below(300)
        let text = "\u{1B}[<\(button);\(col);\(row)M"
        return (text.unicodeScalars.map(\.value), MouseEvent(kind, row: row - 1, col: col - 1))
    }
}

enum KeysRaw {
    static func check(_ choices: inout FuzzBytes) throws(FuzzViolation) {
        var units: [RawInput] = []
        // The first part of the input is the units; what is left cuts them into reads.
        let count = choices.below(max(1, choices.remaining))
        for byte in choices.take(min(count, 8_192)) {
            switch byte {
            case 0xF0: units.append(.functionKey(CursesKeyCode.mouse))
            case 0xF1: units.append(.functionKey(CursesKeyCode.up))
            case 0xF2: units.append(.character(0x4E2D))
            default: units.append(.character(UInt32(byte)))
            }
        }
        for keys in [KeyDecoder.decode(units), fragmented(units, &choices)] {
            try require(keys.count <= units.count, "\(keys.count) keys from \(units.count) units")
            for key in keys {
                switch key {
                case .character(let character), .alt(let character):
                    try require(!character.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                                "a control came out as a key: \(key)")
                case .paste(let text):
                    try require(text.unicodeScalars.count <= KeyDecoder.defaultPasteLimit, "a paste past its limit")
                default:
                    break
                }
            }
        }
    }

    private static func fragmented(_ units: [RawInput], _ choices: inout FuzzBytes) -> [Key] {
        var decoder = KeyDecoder()
        var keys: [Key] = []
        for range in fragmentBoundaries(count: units.count, choices: &choices) {
            keys += decoder.feed(Array(units[range]))
        }
        return keys
    }
}
