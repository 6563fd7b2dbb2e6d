/// Where a keyed container looks first for its next key. Synthesized
/// `init(from:)`s ask for their keys in the same order for every object of a
/// type, so the member found for the n-th request of the last container at
/// the same depth is tried first (a server that sorts its keys costs one
/// comparison a key, as one that writes them in declaration order does). An
/// optional member present in one object and absent from the next moves the
/// members after it by one: when the guess misses and the key is found
/// elsewhere, that distance is remembered and tried with the next guesses of
/// the same container. Only when both miss are the members searched, from
/// after the member found last.
struct TapeKeyHints {
    /// Depths and requests beyond these search from the start or from the last find.
    static let depths = 32
    static let requests = 32

    private let memory: UnsafeMutablePointer<Int32>
    /// Where the keys found so far lie in the tape, by key type and value.
    let known = TapeKnownKeys()

    init() {
        let count = Self.depths * (3 + Self.requests)
        memory = .allocate(capacity: count)
        memory.initialize(repeating: -1, count: count)
    }

    func release() {
        memory.deallocate()
        known.release()
    }

    private var next: UnsafeMutablePointer<Int32> { memory }
    private var requestCount: UnsafeMutablePointer<Int32> { memory + Self.depths }
    private var shift: UnsafeMutablePointer<Int32> { memory + 2 * Self.depths }
    private var predicted: UnsafeMutablePointer<Int32> { memory + 3 * Self.depths }

    /// A new container at `depth`: its requests count from zero.
    @inline(__always) func start(depth: Int) {
        guard depth < Self.depths else { return }
        next[depth] = 0
        requestCount[depth] = 0
        shift[depth] = 0
    }

    /// The member to try first for the next request, and the request's number (or -1).
    @inline(__always) func guess(depth: Int) -> (predicted: Int, request: Int) {
        guard depth < Self.depths else { return (-1, -1) }
        let request = Int(requestCount[depth])
        requestCount[depth] = Int32(request + 1)
        guard request < Self.requests else { return (-1, -1) }
        return (Int(predicted[depth * Self.requests + request]), request)
    }

    /// The member to try when the guess missed: the guess moved as far as the last miss in this container was.
    @inline(__always) func shifted(_ guess: Int, depth: Int) -> Int {
        guard guess >= 0, depth < Self.depths else { return -1 }
        let distance = Int(shift[depth])
        return distance == 0 ? -1 : guess + distance
    }

    /// Where a scan starts when the guesses missed.
    @inline(__always) func scanStart(depth: Int) -> Int {
        depth < Self.depths ? Int(next[depth]) : 0
    }

    /// The key of request `request` is member `position`; `guess` was tried first for it.
    @inline(__always) func found(_ position: Int, depth: Int, request: Int, guess: Int) {
        guard depth < Self.depths else { return }
        next[depth] = Int32(position + 1)
        guard request >= 0 else { return }
        predicted[depth * Self.requests + request] = Int32(position)
        if guess >= 0, guess != position { shift[depth] = Int32(position - guess) }
    }
}
