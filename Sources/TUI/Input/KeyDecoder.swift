import CNcurses

/// One unit from curses' get_wch: a function-key code (KEY_CODE_YES) or a
/// character.
package enum RawInput: Sendable, Hashable {
    case functionKey(Int32)
    case character(UInt32)
}

/// The curses function-key codes the decoder knows, named so tests can feed
/// them without importing CNcurses.
package enum CursesKeyCode {
    package static let up = Int32(KEY_UP)
    package static let down = Int32(KEY_DOWN)
    package static let left = Int32(KEY_LEFT)
    package static let right = Int32(KEY_RIGHT)
    package static let home = Int32(KEY_HOME)
    package static let end = Int32(KEY_END)
    package static let pageUp = Int32(KEY_PPAGE)
    package static let pageDown = Int32(KEY_NPAGE)
    package static let backspace = Int32(KEY_BACKSPACE)
    package static let delete = Int32(KEY_DC)
    package static let insert = Int32(KEY_IC)
    package static let enter = Int32(KEY_ENTER)
    package static let backTab = Int32(KEY_BTAB)
    package static let find = Int32(KEY_FIND)
    package static let select = Int32(KEY_SELECT)
    package static let f0 = Int32(KEY_F0)
    package static let resize = courier_key_resize()
    /// What curses answers for ESC [ < when TERM's `kmous` is that (xterm-256color):
    /// the rest of the report follows as characters.
    package static let mouse = Int32(KEY_MOUSE)
}

/// Turns a batch of curses input (everything get_wch returned until ERR)
/// into keys. Pure, so tests cover it without a terminal.
package enum KeyDecoder {
    package static func decode(_ inputs: [RawInput]) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < inputs.count {
            let input = inputs[index]
            index += 1
            switch input {
            case .functionKey(CursesKeyCode.mouse):
                keys.append(contentsOf: decodeMouseBody(inputs, &index))
            case .functionKey(let code):
                if let key = functionKey(code) { keys.append(key) }
            case .character(0x1B):
                keys.append(contentsOf: decodeEscape(inputs, &index))
            case .character(let value):
                if let key = characterKey(value) { keys.append(key) }
            }
        }
        return keys
    }

    /// ESC alone is Escape; ESC + a printable character in the same batch is
    /// Alt + it; ESC [ … and ESC O x are sequences curses did not recognise
    /// (keypad already turned the known ones into codes): dropped, so they
    /// never type "[1;5D" into a field.
    private static func decodeEscape(_ inputs: [RawInput], _ index: inout Int) -> [Key] {
        guard index < inputs.count, case .character(let next) = inputs[index] else { return [.escape] }
        switch next {
        case 0x5B:  // CSI: parameters and intermediates up to a final byte
            index += 1
            var body: [UInt32] = []
            while index < inputs.count, case .character(let value) = inputs[index] {
                index += 1
                body.append(value)
                if (0x40...0x7E).contains(value) { break }
                if !(0x20...0x3F).contains(value) { break }
            }
            return mouseReport(body).map { [.mouse($0)] } ?? []
        case 0x4F:  // SS3 + one byte
            index += 1
            if index < inputs.count { index += 1 }
            return []
        case 0x20...0x7E, 0xA0...:
            index += 1
            guard let scalar = Unicode.Scalar(next) else { return [] }
            return [.alt(Character(scalar))]
        default:
            return [.escape]
        }
    }

    /// The report after curses matched its ESC [ < as KEY_MOUSE: parameters
    /// up to the final byte, read as the whole report would be.
    private static func decodeMouseBody(_ inputs: [RawInput], _ index: inout Int) -> [Key] {
        var body: [UInt32] = [0x3C]
        while index < inputs.count, case .character(let value) = inputs[index] {
            index += 1
            body.append(value)
            if (0x40...0x7E).contains(value) || !(0x20...0x3F).contains(value) { break }
        }
        return mouseReport(body).map { [.mouse($0)] } ?? []
    }

    /// `<b;x;yM`, an SGR mouse report (after ESC [): a press ("M") of the
    /// left button, or a wheel turn. Coordinates are 1-based; bit 32 marks
    /// motion, 64 the wheel.
    static func mouseReport(_ body: [UInt32]) -> MouseEvent? {
        guard body.first == 0x3C, let final = body.last, final == 0x4D else { return nil }
        let text = String(String.UnicodeScalarView(body.dropFirst().dropLast().compactMap(Unicode.Scalar.init)))
        let numbers = text.split(separator: ";").compactMap { Int($0) }
        guard numbers.count == 3, numbers[1] >= 1, numbers[2] >= 1 else { return nil }
        let (button, col, row) = (numbers[0], numbers[1] - 1, numbers[2] - 1)
        guard button & 32 == 0 else { return nil }
        switch button & ~(4 | 8 | 16) {  // shift, meta and control do not change what it means
        case 0: return MouseEvent(.click, row: row, col: col)
        case 64: return MouseEvent(.wheelUp, row: row, col: col)
        case 65: return MouseEvent(.wheelDown, row: row, col: col)
        default: return nil
        }
    }

    static func functionKey(_ code: Int32) -> Key? {
        switch code {
        case CursesKeyCode.up: return .up
        case CursesKeyCode.down: return .down
        case CursesKeyCode.left: return .left
        case CursesKeyCode.right: return .right
        case CursesKeyCode.home, CursesKeyCode.find: return .home
        case CursesKeyCode.end, CursesKeyCode.select: return .end
        case CursesKeyCode.pageUp: return .pageUp
        case CursesKeyCode.pageDown: return .pageDown
        case CursesKeyCode.backspace: return .backspace
        case CursesKeyCode.delete: return .delete
        case CursesKeyCode.insert: return .insert
        case CursesKeyCode.enter: return .enter
        case CursesKeyCode.backTab: return .backTab
        case CursesKeyCode.resize: return .resize
        case (CursesKeyCode.f0 + 1)...(CursesKeyCode.f0 + 24): return .function(Int(code - CursesKeyCode.f0))
        default: return nil
        }
    }

    static func characterKey(_ value: UInt32) -> Key? {
        switch value {
        case 0x0D, 0x0A: return .enter
        case 0x09: return .tab
        case 0x08, 0x7F: return .backspace
        case 0x01...0x1A: return .ctrl(Character(Unicode.Scalar(UInt8(value) + 0x60)))
        case 0x1C...0x1F: return .ctrl(Character(Unicode.Scalar(UInt8(value) + 0x40)))
        case 0x00, 0x80...0x9F: return nil  // NUL and C1 controls never type anything
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return .character(Character(scalar))
        }
    }
}
