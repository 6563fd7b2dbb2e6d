/// A first-in, first-out queue over an array and a read position: taking the
/// next element moves the position instead of shifting the array, and the
/// array is emptied (its room kept) whenever every element has been taken,
/// so a queue that keeps draining holds only what is waiting. The trampoline,
/// `zip`'s slots and the command line's executor queue work this way.
package struct DrainingQueue<Element> {
    private var elements: [Element] = []
    private var head = 0

    package init() {}

    package var isEmpty: Bool { head == elements.count }

    package mutating func append(_ element: Element) {
        elements.append(element)
    }

    /// The oldest element not taken yet, or nil when there is none.
    package mutating func next() -> Element? {
        guard head < elements.count else { return nil }
        let element = elements[head]
        head += 1
        if head == elements.count {
            elements.removeAll(keepingCapacity: true)
            head = 0
        }
        return element
    }
}
