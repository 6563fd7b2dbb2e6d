/// Writes to the marked records of a list, sent one after another (one
/// write is on its way at a time): those waiting, and how the sent ones went.
package struct WriteBatch: Sendable, Equatable {
    package var kind: SaveRequest.Kind
    package var resource: AnyResource
    package var waiting: [SaveRequest]
    package var total: Int
    package var succeeded = 0
    package var failed: [Int] = []

    package init(_ requests: [SaveRequest]) {
        kind = requests.first?.kind ?? .delete
        resource = requests.first?.resource ?? .products
        waiting = requests
        total = requests.count
    }
}
