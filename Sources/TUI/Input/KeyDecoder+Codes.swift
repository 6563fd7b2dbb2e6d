/// What single inputs mean: curses' function-key codes, characters, and an SGR mouse report.
extension KeyDecoder {
    /// The report after curses matched its ESC [ < as KEY_MOUSE: parameters
    /// up to the final byte, read as the whole report would be.
    static func decodeMouseBody(_ inputs: [RawInput], _ index: inout Int) -> [Key] {
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
