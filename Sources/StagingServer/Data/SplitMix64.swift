/// The staging data's random source. SplitMix64 is tiny, fast and fully
/// determined by its seed, so the same `--seed` always serves the same
/// bytes; the system generator would not.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A generator for one record, independent of how many came before, so
    /// record `n` does not change when the counts do.
    init(seed: UInt64, stream: UInt64, index: Int) {
        var mixer = SplitMix64(seed: seed ^ (stream &* 0x9E37_79B9_7F4A_7C15) ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        state = mixer.next()
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in the range (modulo bias is irrelevant here).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }

    /// A value in the range rounded to cents, like upstream's prices.
    mutating func decimal(_ range: ClosedRange<Double>, places: Int = 2) -> Double {
        let unit = Double(next() >> 11) / Double(1 << 53)
        let scale = places == 2 ? 100.0 : pow10(places)
        return ((range.lowerBound + unit * (range.upperBound - range.lowerBound)) * scale).rounded() / scale
    }

    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }

    private func pow10(_ n: Int) -> Double { (0..<n).reduce(1.0) { result, _ in result * 10 } }
}
