import Foundation

/// A body made piece by piece. `makePieces` is called once per sending, on
/// the connection's queue, so the iterator's state needs no lock.
package struct HTTPBodyStream: Sendable {
    package let makePieces: @Sendable () -> AnyIterator<Data>

    package init(_ makePieces: @escaping @Sendable () -> AnyIterator<Data>) {
        self.makePieces = makePieces
    }

    package func collect() -> Data {
        var whole = Data()
        for piece in makePieces() { whole.append(piece) }
        return whole
    }
}
