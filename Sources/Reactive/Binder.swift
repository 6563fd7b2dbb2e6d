/// An observer that applies each element to a target it does not keep alive,
/// on a scheduler (the main one by default), as RxSwift's `Binder`: the
/// way a view model's stream reaches a view. Elements after the target has
/// gone are dropped. A binding has no use for an error or completion: both
/// end nothing and are dropped (RxSwift stops a debug build at an error).
public struct Binder<Value: Sendable>: ObserverType {
    private let binding: @Sendable (Event<Value>) -> Void

    /// A binder that applies each element to `target` with `binding`, on `scheduler`, while `target` lives.
    public init<Target: AnyObject & Sendable>(
        _ target: Target,
        scheduler: some ImmediateSchedulerType = MainScheduler.instance,
        binding: @escaping @Sendable (Target, Value) -> Void
    ) {
        self.binding = { [weak target] event in
            guard case .next(let value) = event, target != nil else { return }
            _ = scheduler.schedule { [weak target] in
                guard let target else { return }
                binding(target, value)
            }
        }
    }

    public func on(_ event: Event<Value>) {
        binding(event)
    }
}

extension ObservableType {
    /// Binds the elements to binders.
    public func bind(to binders: Binder<Element>...) -> Disposable {
        subscribe(onNext: { value in for binder in binders { binder.onNext(value) } })
    }
}
