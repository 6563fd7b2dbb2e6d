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

/// Turns curses input (each batch: everything get_wch returned until ERR)
/// into keys. Pure apart from what it carries from one batch to the next: a
/// terminal's string or a paste that a read cut in two.
///
/// What a terminal sends that is not a key never becomes one: its replies
/// and strings (DCS `ESC P`, OSC `ESC ]`, APC `ESC _`, PM `ESC ^`, SOS
/// `ESC X`, or their C1 forms) are read up to their terminator (BEL, ST as
/// `ESC \` or 0x9C) and dropped, so a colour query's answer, a kitty
/// graphics acknowledgement or a DECRQSS reply cannot type `q`. A bracketed
/// paste (`ESC [200~` … `ESC [201~`) is one `.paste` of text, never keys.
/// The replies Courier asks for at start (`TerminalProbe`: an OSC or DCS
/// string, the primary device attributes `ESC [ ? … c`) are kept as
/// `TerminalReply` values for `takeReplies()`, never as keys.
package struct KeyDecoder: Sendable {
    /// A string longer than this without its terminator was not one: the
    /// decoder gives up on it and reads what follows as keys again.
    package static let defaultStringLimit = 4096
    /// The most of a paste kept; the rest is read and dropped up to its end.
    package static let defaultPasteLimit = 65_536
    /// The most of an OSC or DCS string kept as a reply: the answers asked for are short.
    package static let defaultReplyLimit = 256
    /// How long a string may stay open with nothing more read before it is
    /// taken for what a person typed (see `releaseOpenString`). A terminal
    /// sends a reply in one write; a person's next key comes far later.
    package static let defaultQuietStringLimit: Double = 0.3

    private enum Carried: Sendable {
        /// Inside a terminal string: how much of it has been read, and
        /// whether its last unit was an ESC that may begin ST.
        case string(TerminalString)
        /// Inside a bracketed paste.
        case paste(PasteProgress)
    }

    private struct PasteProgress: Sendable {
        /// The paste so far, kept up to the limit (and the end marker past it).
        var text: [UInt32] = []
        /// The last units read, to see the end marker however long the paste.
        var recent: [UInt32] = []
    }

    /// A terminal string being read: its introducer, what of it is kept, its length.
    private struct TerminalString: Sendable {
        var introducer: UInt32
        var body: [UInt32] = []
        var length = 0
        var sawEscape = false

        /// The reply it is, once ended: OSC and DCS strings only.
        var reply: TerminalReply? {
            let text = String(String.UnicodeScalarView(body.compactMap(Unicode.Scalar.init)))
            switch introducer {
            case 0x5D, 0x9D: return .osc(text)
            case 0x50, 0x90: return .dcs(text)
            default: return nil
            }
        }
    }

    private var carried: Carried?
    private var replies: [TerminalReply] = []

    package init() {}

    /// The replies read since the last call, oldest first.
    package mutating func takeReplies() -> [TerminalReply] {
        defer { replies.removeAll() }
        return replies
    }

    /// Whether a terminal string is open: a reply a read cut in two, or a
    /// person's Alt-P (`ESC P`, DCS) read in one batch with the keys after it.
    package var isInsideString: Bool {
        if case .string = carried { return true }
        return false
    }

    /// The open string, given back as the keys it was made of, when the
    /// input has gone quiet inside it: no terminal leaves a reply unended,
    /// so it was a person's Alt key (`ESC P`, `ESC ]`, …) and what they
    /// typed after it, which would otherwise vanish until an Escape. The
    /// keys come as typed, up to `defaultReplyLimit` of them; a C1
    /// introducer, which no keyboard sends, gives back only what followed.
    package mutating func releaseOpenString() -> [Key] {
        guard case .string(let string) = carried else { return [] }
        carried = nil
        var keys: [Key] = []
        if string.introducer < 0x80, let scalar = Unicode.Scalar(string.introducer) {
            keys.append(.alt(Character(scalar)))
        }
        keys += feed(string.body.map(RawInput.character))
        if string.sawEscape { keys.append(.escape) }
        return keys
    }

    /// One batch, decoded by a fresh decoder: for input that stands alone.
    package static func decode(_ inputs: [RawInput]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.feed(inputs)
    }

    /// The keys in `inputs`, carrying a string or paste the batch ends inside to the next one.
    package mutating func feed(_ inputs: [RawInput]) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < inputs.count {
            if carried != nil {
                keys.append(contentsOf: continueCarried(inputs, &index))
                continue
            }
            let input = inputs[index]
            index += 1
            switch input {
            case .functionKey(CursesKeyCode.mouse):
                keys.append(contentsOf: Self.decodeMouseBody(inputs, &index))
            case .functionKey(let code):
                if let key = Self.functionKey(code) { keys.append(key) }
            case .character(0x1B):
                keys.append(contentsOf: decodeEscape(inputs, &index))
            case .character(let value) where Self.c1StringIntroducers.contains(value):
                carried = .string(TerminalString(introducer: value))
            case .character(let value):
                if let key = Self.characterKey(value) { keys.append(key) }
            }
        }
        return keys
    }

    /// ESC alone is Escape; ESC + a printable character in the same batch is
    /// Alt + it; ESC [ … and ESC O x are sequences curses did not recognise
    /// (keypad already turned the known ones into codes): dropped, so they
    /// never type "[1;5D" into a field. ESC and a string's introducer begin
    /// a terminal string only when more follows in the batch: a person's
    /// Alt-P arrives alone, a terminal's reply in one piece.
    private mutating func decodeEscape(_ inputs: [RawInput], _ index: inout Int) -> [Key] {
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
            if body == Self.pasteStart {
                carried = .paste(PasteProgress())
                return []
            }
            if body.first == 0x3F, body.last == 0x63 {  // ? … c: the primary device attributes
                let text = String(String.UnicodeScalarView(body.dropFirst().dropLast().compactMap(Unicode.Scalar.init)))
                replies.append(.deviceAttributes(text.split(separator: ";").compactMap { Int($0) }))
                return []
            }
            return Self.mouseReport(body).map { [.mouse($0)] } ?? []
        case 0x4F:  // SS3 + one byte
            index += 1
            if index < inputs.count { index += 1 }
            return []
        case _ where Self.stringIntroducers.contains(next) && index + 1 < inputs.count:
            index += 1
            carried = .string(TerminalString(introducer: next))
            return []
        case 0x20...0x7E, 0xA0...:
            index += 1
            guard let scalar = Unicode.Scalar(next) else { return [] }
            return [.alt(Character(scalar))]
        default:
            return [.escape]
        }
    }

    /// Reads on inside a string or a paste until it ends or the batch does.
    private mutating func continueCarried(_ inputs: [RawInput], _ index: inout Int) -> [Key] {
        switch carried {
        case .string(var string):
            while index < inputs.count {
                let input = inputs[index]
                if string.sawEscape {
                    // ESC \ is ST; an ESC before anything else ends the string too, and starts what follows.
                    carried = nil
                    if let reply = string.reply { replies.append(reply) }
                    if input == .character(0x5C) {
                        index += 1
                        return []
                    }
                    return decodeEscape(inputs, &index)
                }
                index += 1
                string.length += 1
                switch input {
                case .character(0x07), .character(0x9C):
                    carried = nil
                    if let reply = string.reply { replies.append(reply) }
                    return []
                case .character(0x1B):
                    string.sawEscape = true
                case .character(let value):
                    if string.length > Self.defaultStringLimit {
                        carried = nil
                        return []
                    }
                    if string.body.count < Self.defaultReplyLimit { string.body.append(value) }
                case .functionKey:
                    if string.length > Self.defaultStringLimit {
                        carried = nil
                        return []
                    }
                }
            }
            carried = .string(string)
            return []
        case .paste(var paste):
            while index < inputs.count {
                let input = inputs[index]
                index += 1
                // Curses may have read a pasted escape sequence as a function key: it is not text.
                guard case .character(let value) = input else { continue }
                paste.recent.append(value)
                if paste.recent.count > Self.pasteEnd.count { paste.recent.removeFirst() }
                if paste.text.count < Self.defaultPasteLimit + Self.pasteEnd.count { paste.text.append(value) }
                guard paste.recent == Self.pasteEnd else { continue }
                carried = nil
                if paste.text.suffix(Self.pasteEnd.count).elementsEqual(Self.pasteEnd) {
                    paste.text.removeLast(Self.pasteEnd.count)
                }
                let scalars = paste.text.prefix(Self.defaultPasteLimit).compactMap(Unicode.Scalar.init)
                return scalars.isEmpty ? [] : [.paste(String(String.UnicodeScalarView(scalars)))]
            }
            carried = .paste(paste)
            return []
        case nil:
            return []
        }
    }

    /// After ESC: P (DCS), X (SOS), ] (OSC), ^ (PM), _ (APC).
    private static let stringIntroducers: Set<UInt32> = [0x50, 0x58, 0x5D, 0x5E, 0x5F]
    /// The same as single C1 controls: DCS, SOS, OSC, PM, APC.
    private static let c1StringIntroducers: Set<UInt32> = [0x90, 0x98, 0x9D, 0x9E, 0x9F]
    /// `200~`, after ESC [.
    private static let pasteStart: [UInt32] = [0x32, 0x30, 0x30, 0x7E]
    /// ESC [201~.
    private static let pasteEnd: [UInt32] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
}
