import Pictures

/// Numbers and cursor moves as the bytes of escape sequences, built without
/// strings: a 24-bit picture is hundreds of them per frame.
enum ControlBytes {
    /// CUP: `ESC [ row ; col H`, one-based on the wire.
    static func moveCursor(row: Int, col: Int, into bytes: inout [UInt8]) {
        bytes += [0x1B, 0x5B]
        decimal(row + 1, into: &bytes)
        bytes.append(0x3B)
        decimal(col + 1, into: &bytes)
        bytes.append(0x48)
    }

    /// `R;G;B`.
    static func rgb(_ color: RGB, into bytes: inout [UInt8]) {
        decimal(Int(color.red), into: &bytes)
        bytes.append(0x3B)
        decimal(Int(color.green), into: &bytes)
        bytes.append(0x3B)
        decimal(Int(color.blue), into: &bytes)
    }

    static func decimal(_ value: Int, into bytes: inout [UInt8]) {
        guard value > 0 else { return bytes.append(0x30) }
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            bytes.append(0x30 + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }
}
