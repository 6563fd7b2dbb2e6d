/// The last `capacity` values appended, in a ring: appending one to a full
/// ring hands back the oldest, so each append moves nothing and lets go of
/// at most one value, whatever the capacity. Indices run from the oldest
/// (0) to the newest (`count - 1`).
struct JournalRing<Element> {
    let capacity: Int
    private var storage: [Element] = []
    /// Where the oldest value sits once the ring is full.
    private var start = 0

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        storage.reserveCapacity(self.capacity)
    }

    var count: Int { storage.count }

    /// Adds `value` as the newest; returns the oldest when the ring was full, for the
    /// caller to let go of outside its lock.
    mutating func append(_ value: Element) -> Element? {
        guard storage.count == capacity else {
            storage.append(value)
            return nil
        }
        let oldest = storage[start]
        storage[start] = value
        start = (start + 1) % capacity
        return oldest
    }

    subscript(index: Int) -> Element {
        get { storage[(start + index) % capacity] }
        set { storage[(start + index) % capacity] = newValue }
    }

    /// The newest index whose value satisfies `predicate`.
    func lastIndex(where predicate: (Element) throws -> Bool) rethrows -> Int? {
        for index in stride(from: count - 1, through: 0, by: -1) where try predicate(self[index]) { return index }
        return nil
    }

    /// Every value, oldest first.
    var inOrder: [Element] { Array(storage[start...] + storage[..<start]) }
}
