/// The object storages of containers a decode has finished with, one per
/// depth, to be taken again by the next container at that depth: the
/// products of a page, the reviews of a product. A keyed container is made
/// for every object, and its storage's allocation and release were a tenth
/// of its cost. A storage is taken again only when nothing but this list
/// holds it (its container, and the box `KeyedDecodingContainer` keeps it
/// in, are gone), so a container kept past its own decode is never changed.
///
/// Storages hold their decoding, which holds this list: the root decode
/// empties it when it ends (`release`), which breaks the cycle.
struct TapeSpareStorages {
    private let slots: UnsafeMutablePointer<TapeObjectStorage?>

    init() {
        slots = .allocate(capacity: TapeKeyHints.depths)
        slots.initialize(repeating: nil, count: TapeKeyHints.depths)
    }

    /// A storage no one else holds for an object at `depth`, set up for it; nil when there is none.
    @inline(__always) func reuse(object: Int, depth: Int) throws -> TapeObjectStorage? {
        guard depth < TapeKeyHints.depths, slots[depth] != nil, isKnownUniquelyReferenced(&slots[depth]!) else { return nil }
        let storage = slots[depth]!
        try storage.reattach(object: object)
        return storage
    }

    /// Keeps `storage` for the next container at its depth.
    @inline(__always) func keep(_ storage: TapeObjectStorage, depth: Int) {
        guard depth < TapeKeyHints.depths else { return }
        slots[depth] = storage
    }

    /// Lets every kept storage go (and with it, their hold on the decoding).
    func empty() {
        for depth in 0..<TapeKeyHints.depths { slots[depth] = nil }
    }

    func release() {
        slots.deinitialize(count: TapeKeyHints.depths)
        slots.deallocate()
    }
}
