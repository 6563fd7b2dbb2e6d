/// How far one transfer's body has gone: bytes done and, when known, expected.
public struct TransferProgress: Sendable, Equatable {
    /// Which way the body moves.
    public enum Direction: Sendable, Equatable {
        /// The request's body going out.
        case upload
        /// The response's body coming in.
        case download
    }

    /// Up or down.
    public let direction: Direction
    /// Bytes done so far.
    public let completedBytes: Int64
    /// Nil when the size is not announced (a chunked answer).
    public let expectedBytes: Int64?

    /// Progress; a negative expected size (unknown, to URLSession) counts as none.
    public init(direction: Direction, completedBytes: Int64, expectedBytes: Int64?) {
        self.direction = direction
        self.completedBytes = completedBytes
        self.expectedBytes = expectedBytes.flatMap { $0 >= 0 ? $0 : nil }
    }

    /// Between 0 and 1; nil when the size is unknown.
    public var fraction: Double? {
        guard let expectedBytes else { return nil }
        guard expectedBytes > 0 else { return 1 }
        return min(1, Double(completedBytes) / Double(expectedBytes))
    }

    /// Whether every expected byte has moved; false while the size is unknown.
    public var isComplete: Bool { expectedBytes.map { completedBytes >= $0 } ?? false }
}
