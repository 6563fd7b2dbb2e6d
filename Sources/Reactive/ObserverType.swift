/// Something that receives events. Conformers must be safe to call from any thread;
/// the sequence they observe guarantees calls are serial.
public protocol ObserverType<Element>: Sendable {
    /// What the observer receives.
    associatedtype Element: Sendable
    /// Receives one event.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Sends `.next(element)`.
    @inlinable public func onNext(_ element: Element) { on(.next(element)) }
    /// Sends `.error(error)`.
    @inlinable public func onError(_ error: any Error) { on(.error(error)) }
    /// Sends `.completed`.
    @inlinable public func onCompleted() { on(.completed) }

    /// The observer, type-erased.
    @inlinable public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }
}

/// A type-erased observer: a closure that takes events.
public struct AnyObserver<Element: Sendable>: ObserverType {
    /// What receives each event.
    public typealias EventHandler = @Sendable (Event<Element>) -> Void

    @usableFromInline let handler: EventHandler

    /// An observer that hands every event to `handler`.
    @inlinable public init(_ handler: @escaping EventHandler) {
        self.handler = handler
    }

    /// `observer`, type-erased (once only: an AnyObserver is not wrapped again).
    @inlinable public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if let erased = observer as? AnyObserver<Element> {
            self = erased
        } else {
            self.handler = observer.on
        }
    }

    /// Hands `event` to the handler.
    @inlinable public func on(_ event: Event<Element>) {
        handler(event)
    }
}
