extension Observable {
    /// Emits `initialState`, then each `iterate` of it, while `condition`
    /// holds. Each step is its own action on `scheduler`, so disposal stops
    /// the sequence between steps; by default that is the current thread's
    /// trampoline, as in RxSwift. With `ImmediateScheduler` the steps run in
    /// a loop while subscribing, faster, but then `condition` must end it.
    public static func generate(
        initialState: Element,
        condition: @escaping @Sendable (Element) throws -> Bool,
        scheduler: some ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping @Sendable (Element) throws -> Element
    ) -> Observable<Element> {
        Observable { observer in
            if scheduler is ImmediateScheduler {
                do {
                    var state = initialState
                    while try condition(state) {
                        observer.on(.next(state))
                        state = try iterate(state)
                    }
                    observer.on(.completed)
                } catch {
                    observer.on(.error(error))
                }
                return Disposables.create()
            }
            let step = SerialDisposable()
            @Sendable func run(_ state: Element, isFirst: Bool) {
                step.replace {
                    scheduler.schedule {
                        do {
                            let current = isFirst ? state : try iterate(state)
                            guard try condition(current) else { return observer.on(.completed) }
                            observer.on(.next(current))
                            run(current, isFirst: false)
                        } catch {
                            observer.on(.error(error))
                        }
                    }
                }
            }
            run(initialState, isFirst: true)
            return step
        }
    }

    /// Emits `element` for ever, each as its own action on `scheduler`, so
    /// that `take` or disposal can stop it (an immediate scheduler never would).
    public static func repeatElement(
        _ element: Element, scheduler: some ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        generate(initialState: element, condition: { _ in true }, scheduler: scheduler, iterate: { $0 })
    }

    /// The element if there is one, then completion.
    public static func from(optional element: Element?) -> Observable<Element> {
        guard let element else { return .empty() }
        return .just(element)
    }
}
