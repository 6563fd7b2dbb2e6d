/// JSON text made safe to print: every scalar a terminal would act on is
/// written as a `\uXXXX` escape, which a JSON parser reads back as the very
/// same scalar. Unlike `Sanitizer`, nothing is removed: `--json` output
/// stays exact for scripts while no byte of it moves a cursor, sets the
/// clipboard or reorders what a person reads.
package enum TerminalSafeJSON {
    package static func escape(_ json: String) -> String {
        if json.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A }) { return json }
        var output = String.UnicodeScalarView()
        var inString = false
        var escaped = false
        for scalar in json.unicodeScalars {
            if inString {
                if escaped {
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else if scalar == "\"" {
                    inString = false
                }
            } else if scalar == "\"" {
                inString = true
            } else if scalar == "\n" || scalar == "\t" || scalar == "\r" {
                // Whitespace between tokens: an escape here would not be JSON.
                output.append(scalar)
                continue
            }
            if TerminalActiveScalar.contains(scalar) {
                output.append(contentsOf: unicodeEscape(scalar).unicodeScalars)
            } else {
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// `\u001b`; scalars beyond the BMP are never active, so one escape always suffices.
    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
