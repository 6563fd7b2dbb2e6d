/// SplitMix64, the tests' random source: small, fast, and the same numbers on
/// every run for a seed, so a failure found once is found again.
package struct SplitMix64 {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound` (0 for a bound below 1; the modulo's bias does not matter here).
    package mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(Swift.max(bound, 1)))
    }
}
