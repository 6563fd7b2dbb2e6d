/// Something that receives events. Conformers must be safe to call from any thread;
/// the sequence they observe guarantees calls are serial.
public protocol ObserverType<Element>: Sendable {
    associatedtype Element: Sendable
    func on(_ event: Event<Element>)
}

extension ObserverType {
    @inlinable public func onNext(_ element: Element) { on(.next(element)) }
    @inlinable public func onError(_ error: any Error) { on(.error(error)) }
    @inlinable public func onCompleted() { on(.completed) }

    @inlinable public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }
}

/// A type-erased observer: a closure that takes events.
public struct AnyObserver<Element: Sendable>: ObserverType {
    public typealias EventHandler = @Sendable (Event<Element>) -> Void

    @usableFromInline let handler: EventHandler

    @inlinable public init(_ handler: @escaping EventHandler) {
        self.handler = handler
    }

    @inlinable public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if let erased = observer as? AnyObserver<Element> {
            self = erased
        } else {
            self.handler = observer.on
        }
    }

    @inlinable public func on(_ event: Event<Element>) {
        handler(event)
    }
}
