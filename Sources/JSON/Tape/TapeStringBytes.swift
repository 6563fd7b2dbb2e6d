/// The word tests of the string scan: which of eight bytes end or mark a
/// string. SWAR arithmetic on a UInt64; `SIMD16<UInt8>` was tried and gave
/// nothing (see docs/BENCHMARKS.md, "Where a decode's time goes").
enum TapeStringBytes {
    /// A high bit in each byte of `word` that is a quote, a backslash or
    /// below 0x20. A byte above the lowest marked one may be marked wrongly
    /// (a borrow runs upwards from a byte below 0x20); only the lowest is read.
    @inline(__always) static func specialBytes(in word: UInt64) -> UInt64 {
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        return (((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes) | ((word &- ones &* 0x20) & ~word)) & highs
    }

    /// The same marks, and one on each byte above 0x7F. Those are marked
    /// whatever else, so the tests that keep them out of the other marks can
    /// go: a byte below 0x80 that is none of the three has no high bit after
    /// any of the subtractions.
    @inline(__always) static func specialOrHighBytes(in word: UInt64) -> UInt64 {
        let quotes = (word ^ (ones &* 0x22)) &- ones
        let backslashes = (word ^ (ones &* 0x5C)) &- ones
        let controls = word &- (ones &* 0x20)
        return (quotes | backslashes | controls | word) & highs
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080
}
