/// A keyed container type that can be made on an object's storage. Its key
/// is a primary associated type, so a kept `any TapeKeyedContaining<Key>.Type`
/// opens to a type whose key is known to be `Key`.
protocol TapeKeyedContaining<Key>: KeyedDecodingContainerProtocol {
    init(storage: TapeObjectStorage)
}

extension TapeKeyedContainer: TapeKeyedContaining {}

/// `TapeKeyedContainer<Key>` by key type, for one decode. Code generic over
/// a key that names `TapeKeyedContainer<Key>` asks the Swift run-time for
/// the type's metadata each time (a lookup in a shared table, about 420
/// instructions); made once a decode and kept as an existential metatype,
/// the type comes with its metadata, and a container costs a search here.
struct TapeContainerTypes {
    /// Slots, a power of two; once `maximumKept` are taken, other key types are asked for each time.
    static let capacity = 32
    static let maximumKept = 24

    private struct Kept {
        /// The key type's metadata address; zero for a free slot.
        var key: UInt
        /// `any TapeKeyedContaining<Key>.Type`'s two words: the type's metadata and its conformance.
        var type: Words
    }

    private typealias Words = (UInt, UInt)

    private let slots: UnsafeMutablePointer<Kept>
    private let kept: UnsafeMutablePointer<Int>

    init() {
        slots = .allocate(capacity: Self.capacity)
        slots.initialize(repeating: Kept(key: 0, type: (0, 0)), count: Self.capacity)
        kept = .allocate(capacity: 1)
        kept.initialize(to: 0)
    }

    func release() {
        slots.deallocate()
        kept.deallocate()
    }

    /// `TapeKeyedContainer<Key>.self`, from the table after the first time.
    @inline(__always) func containerType<Key: CodingKey>(for key: Key.Type) -> any TapeKeyedContaining<Key>.Type {
        let identity = UInt(bitPattern: ObjectIdentifier(Key.self))
        var slot = Self.slot(identity)
        while slots[slot].key != 0 {
            if slots[slot].key == identity {
                return Self.type(slots[slot].type, keyedBy: Key.self)
            }
            slot = (slot + 1) & (Self.capacity - 1)
        }
        let type: any TapeKeyedContaining<Key>.Type = TapeKeyedContainer<Key>.self
        if kept.pointee < Self.maximumKept {
            slots[slot] = Kept(key: identity, type: Self.words(of: type))
            kept.pointee += 1
        }
        return type
    }

    /// The type's two words, stored as bytes: `unsafeBitCast` in this
    /// direction compiles to a trap (this toolchain takes the existential
    /// metatype for another size there), and this runs once per key type.
    @inline(never)
    private static func words<Key: CodingKey>(of type: any TapeKeyedContaining<Key>.Type) -> Words {
        var words: Words = (0, 0)
        withUnsafeMutableBytes(of: &words) { $0.storeBytes(of: type, as: (any TapeKeyedContaining<Key>.Type).self) }
        return words
    }

    @inline(__always)
    private static func type<Key: CodingKey>(_ words: Words, keyedBy key: Key.Type) -> any TapeKeyedContaining<Key>.Type {
        unsafeBitCast(words, to: (any TapeKeyedContaining<Key>.Type).self)
    }

    @inline(__always) private static func slot(_ identity: UInt) -> Int {
        Int(truncatingIfNeeded: (UInt64(identity) &* 0x9E37_79B9_7F4A_7C15) >> 59) & (capacity - 1)
    }
}

/// A keyed container of the opened type `C` on `storage`: no metadata lookup, `C` brings its own.
@inline(__always)
func makeKeyedContainer<C: TapeKeyedContaining>(_ type: C.Type, on storage: TapeObjectStorage) -> KeyedDecodingContainer<C.Key> {
    KeyedDecodingContainer(C(storage: storage))
}
