/// A growable run of trivial values in memory the scanner owns until it hands
/// it to a `JSONTape`: an append is a store and a compare, with no uniqueness
/// check or exclusivity bookkeeping as an Array's would have in a loop this hot.
struct TapeBuffer<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always) mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(__always) subscript(index: Int) -> Element {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }

    mutating func removeLast(_ n: Int) { count -= n }

    /// Gives the memory away (with `spare` more slots at the end); the buffer must not be used after.
    mutating func take(spare: Int = 0) -> UnsafeMutablePointer<Element> {
        if count + spare > capacity {
            capacity = count + spare
            let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
            larger.moveInitialize(from: base, count: count)
            base.deallocate()
            base = larger
        }
        return base
    }

    func release() { base.deallocate() }

    private mutating func grow() {
        capacity *= 2
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
    }
}
