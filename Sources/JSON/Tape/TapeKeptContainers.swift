/// The keyed containers a decode has finished with, by key type and depth,
/// to be handed out again for the next object of the same type at the same
/// depth: the products of a page, the reviews of a product.
///
/// A `KeyedDecodingContainer` is a reference to a box the standard library
/// allocates, whose type (`_KeyedDecodingContainerBox<TapeKeyedContainer<Key>>`)
/// the Swift run-time looks up in a shared table each time one is made
/// (about 420 instructions); the boxes were 166 of the 570 allocations of
/// a decoded page of 30 products. A kept container is
/// handed out again only when nothing but this table holds its box (the
/// `init(from:)` that used it has returned and kept no copy), so a container
/// someone keeps past its own decode is never changed under them.
///
/// Boxes hold their container's storage, which holds the decoding, which
/// holds this table: the root decode empties it when it ends (`empty`),
/// which breaks the cycle.
struct TapeKeptContainers {
    /// Slots, a power of two; once `maximumKept` are taken, other key types and depths get a new container each time.
    static let capacity = 32
    static let maximumKept = 24

    private struct Kept {
        /// The key type's metadata address; zero for a free slot.
        var key: UInt
        var depth: Int
        /// The `KeyedDecodingContainer`'s one word: its box.
        var box: AnyObject?
        /// The storage inside the box's container, held by the box alone.
        var storage: Unmanaged<TapeObjectStorage>?
    }

    private let slots: UnsafeMutablePointer<Kept>
    private let kept: UnsafeMutablePointer<Int>

    private static var free: Kept { Kept(key: 0, depth: 0, box: nil, storage: nil) }

    init() {
        slots = .allocate(capacity: Self.capacity)
        slots.initialize(repeating: Self.free, count: Self.capacity)
        kept = .allocate(capacity: 1)
        kept.initialize(to: 0)
    }

    /// A container on `object`: the kept one for its key type and depth
    /// when no one else holds it, else a new one (kept while there is room).
    @inline(__always)
    func container<Key: CodingKey>(keyedBy type: Key.Type, decoding: TapeDecoding, object: Int, depth: Int) throws
        -> KeyedDecodingContainer<Key> {
        guard Self.containersAreBoxes else { return try Self.make(Key.self, decoding: decoding, object: object, depth: depth).0 }
        let identity = UInt(bitPattern: ObjectIdentifier(Key.self))
        var slot = Self.slot(identity, depth)
        while slots[slot].key != 0 {
            if slots[slot].key == identity, slots[slot].depth == depth {
                if isKnownUniquelyReferenced(&slots[slot].box) {
                    try slots[slot].storage!.takeUnretainedValue().reattach(object: object)
                    return unsafeBitCast(slots[slot].box!, to: KeyedDecodingContainer<Key>.self)
                }
                // Still held (kept past its decode, or asked for twice on one object): this one is kept instead.
                let (container, storage) = try Self.make(Key.self, decoding: decoding, object: object, depth: depth)
                slots[slot].box = Self.box(of: container)
                slots[slot].storage = .passUnretained(storage)
                return container
            }
            slot = (slot + 1) & (Self.capacity - 1)
        }
        let (container, storage) = try Self.make(Key.self, decoding: decoding, object: object, depth: depth)
        if kept.pointee < Self.maximumKept {
            slots[slot] = Kept(key: identity, depth: depth, box: Self.box(of: container), storage: .passUnretained(storage))
            kept.pointee += 1
        }
        return container
    }

    /// Lets every kept container go (and with them, their hold on the
    /// decoding), and keeps none from then on: a decoder someone keeps past
    /// its decode makes each container afresh, so none holds it in a cycle.
    func empty() {
        slots.update(repeating: Self.free, count: Self.capacity)
        kept.pointee = Self.maximumKept
    }

    func release() {
        slots.deinitialize(count: Self.capacity)
        slots.deallocate()
        kept.deallocate()
    }

    @inline(never)
    private static func make<Key: CodingKey>(_ type: Key.Type, decoding: TapeDecoding, object: Int, depth: Int) throws
        -> (KeyedDecodingContainer<Key>, TapeObjectStorage) {
        let storage = try TapeObjectStorage(decoding: decoding, object: object, depth: depth, detached: nil)
        return (KeyedDecodingContainer(TapeKeyedContainer<Key>(storage: storage)), storage)
    }

    @inline(__always) private static func slot(_ identity: UInt, _ depth: Int) -> Int {
        Int(truncatingIfNeeded: ((UInt64(identity) &+ UInt64(truncatingIfNeeded: depth)) &* 0x9E37_79B9_7F4A_7C15) >> 59) & (capacity - 1)
    }

    /// Whether a `KeyedDecodingContainer` is one word, which the standard
    /// library has always made a reference to its box; were it ever
    /// otherwise, every container would simply be made anew.
    /// `TapeKeptContainerTests` checks by reflection that the word is the
    /// box. Reflection is not used here: its first use scans every
    /// conformance record in the binary, three million instructions, a
    /// tenth of a one-shot `courier get`.
    static let containersAreBoxes: Bool = {
        enum Probe: CodingKey { case probe }
        return MemoryLayout<KeyedDecodingContainer<Probe>>.size == MemoryLayout<AnyObject>.size
    }()

    /// The one word of `container`, as the box it is.
    static func box<Key: CodingKey>(of container: KeyedDecodingContainer<Key>) -> AnyObject {
        unsafeBitCast(container, to: AnyObject.self)
    }
}
