/// Scalars a terminal acts on, or that hide or reorder the text around them:
/// what must never reach a terminal as itself.
package enum TerminalActiveScalar {
    /// C0 controls (ESC, BEL, CR…), DEL, C1 controls, bidi controls,
    /// zero-width characters and the line and paragraph separators.
    package static func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        switch value {
        case 0x00..<0x20, 0x7F...0x9F: return true
        case 0x200B...0x200D, 0x2060, 0xFEFF, 0x2028, 0x2029: return true
        default: return Sanitizer.isBidiControl(value)
        }
    }
}
