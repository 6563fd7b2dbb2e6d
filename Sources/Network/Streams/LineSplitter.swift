import Foundation

/// Cuts a body that arrives in pieces into lines, ended by LF, CRLF or CR
/// (a CRLF split between two pieces counts once). A line longer than the
/// limit is refused rather than kept growing.
struct LineSplitter: Sendable {
    let maximumLineBytes: Int
    private var partial: [UInt8] = []
    /// The last piece ended with a CR: an LF starting the next one belongs to it.
    private var afterCR = false

    init(maximumLineBytes: Int = NetworkClient.defaultMaximumStreamLineBytes) {
        self.maximumLineBytes = maximumLineBytes
    }

    /// The lines `piece` completes, as UTF-8 text (a malformed byte becomes
    /// U+FFFD), and `tooLarge` if a line passed the limit: the lines before it still count.
    mutating func lines(in piece: Data) -> (lines: [String], failure: NetworkError?) {
        var lines: [String] = []
        do throws(NetworkError) {
            try split(piece, into: &lines)
            return (lines, nil)
        } catch {
            return (lines, error)
        }
    }

    private mutating func split(_ piece: Data, into lines: inout [String]) throws(NetworkError) {
        var start = piece.startIndex
        if afterCR, piece.first == 0x0A { start += 1 }
        afterCR = false
        while let end = piece[start...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) {
            try keep(piece[start..<end])
            lines.append(String(decoding: partial, as: UTF8.self))
            partial.removeAll(keepingCapacity: true)
            start = end + 1
            if piece[end] == 0x0D {
                if start == piece.endIndex {
                    afterCR = true
                } else if piece[start] == 0x0A {
                    start += 1
                }
            }
        }
        try keep(piece[start...])
    }

    /// What is left when the body ends: a last line without its end, if any.
    mutating func finish() -> String? {
        defer { partial = [] }
        return partial.isEmpty ? nil : String(decoding: partial, as: UTF8.self)
    }

    private mutating func keep(_ bytes: Data.SubSequence) throws(NetworkError) {
        guard partial.count + bytes.count <= maximumLineBytes else {
            throw .tooLarge(bytes: Int64(partial.count + bytes.count), limit: Int64(maximumLineBytes))
        }
        partial.append(contentsOf: bytes)
    }
}
