/// A subscription that may not have arrived yet (subscribe can emit and end
/// before it returns): a nop disposable until it does. Not nested in the
/// generic sink, so unspecialised code needs no metadata lookup to use it.
@usableFromInline
struct KeyedSubscription {
    @usableFromInline let key: UInt64
    @usableFromInline var subscription: Disposable = NopDisposable()

    @inlinable init(key: UInt64) {
        self.key = key
    }
}

/// The live inner subscriptions of an `InnerSubscriptionSink`. The first
/// sits inline: a request's `flatMap` has one inner at a time, and needs no
/// array for it.
@usableFromInline
struct InnerSubscriptions {
    /// 0 when the inline slot is free; inner keys start at 1.
    @usableFromInline var firstKey: UInt64 = 0
    @usableFromInline var firstSubscription: Disposable = NopDisposable()
    @usableFromInline var rest: [KeyedSubscription] = []

    @inlinable init() {}

    @inlinable var isEmpty: Bool { firstKey == 0 && rest.isEmpty }

    @inlinable var count: Int { (firstKey == 0 ? 0 : 1) + rest.count }

    /// Stands for whichever inner holds the inline slot. An inner holds it
    /// from its start to its end, so its events need not say which it is.
    @inlinable static var inlineKey: UInt64 { 0 }

    /// Adds `key`; true if it took the inline slot.
    @inlinable mutating func append(_ key: UInt64) -> Bool {
        if firstKey == 0 {
            firstKey = key
            return true
        }
        rest.append(KeyedSubscription(key: key))
        return false
    }

    /// Whether `key` (a real key, never `inlineKey`) is still live.
    @inlinable func contains(_ key: UInt64) -> Bool {
        firstKey == key || rest.contains { $0.key == key }
    }

    /// Stores the subscription of `key`; false if `key` has gone.
    @inlinable mutating func set(_ subscription: Disposable, for key: UInt64) -> Bool {
        if firstKey == key {
            firstSubscription = subscription
            return true
        }
        guard let index = rest.firstIndex(where: { $0.key == key }) else { return false }
        rest[index].subscription = subscription
        return true
    }

    /// Removes `key`, handing over its subscription; false if `key` has gone.
    @inlinable mutating func remove(_ key: UInt64, into subscription: inout Disposable) -> Bool {
        if firstKey != 0 && (firstKey == key || key == Self.inlineKey) {
            firstKey = 0
            subscription = firstSubscription
            firstSubscription = NopDisposable()
            return true
        }
        guard let index = rest.firstIndex(where: { $0.key == key }) else { return false }
        subscription = rest.remove(at: index).subscription
        return true
    }

    /// Empties the set, handing over what it held.
    @inlinable mutating func removeAll() -> InnerSubscriptions {
        defer { self = InnerSubscriptions() }
        return self
    }

    @inlinable func disposeAll() {
        if firstKey != 0 { firstSubscription.dispose() }
        for entry in rest { entry.subscription.dispose() }
    }
}
