extension Observable {
    /// One element, then completion, each sent by an action on `scheduler`.
    public static func just(_ element: Element, scheduler: some ImmediateSchedulerType) -> Observable<Element> {
        from([element], scheduler: scheduler)
    }

    /// The elements in order, then completion, one action on `scheduler` each,
    /// as RxSwift's scheduler forms: on a virtual clock each comes a tick apart.
    public static func from<S: Sequence & Sendable>(_ elements: S, scheduler: some ImmediateSchedulerType) -> Observable<Element>
    where S.Element == Element {
        let elements = Array(elements)
        return Observable { observer in
            let step = SerialDisposable()
            let index = LockedValue(0)
            @Sendable func sendNext() {
                guard !step.isDisposed else { return }
                let current = index.withLock { index in
                    defer { index += 1 }
                    return index
                }
                guard current < elements.count else { return observer.onCompleted() }
                let element = elements[current]
                observer.onNext(element)
                step.disposable = scheduler.schedule(sendNext)
            }
            step.disposable = scheduler.schedule(sendNext)
            return step
        }
    }

    /// The elements given, each sent as a step on `scheduler`, then completion.
    public static func of(_ elements: Element..., scheduler: some ImmediateSchedulerType) -> Observable<Element> {
        from(elements, scheduler: scheduler)
    }
}

extension Observable where Element: BinaryInteger {
    /// `count` consecutive integers from `start`, one action on `scheduler` each.
    public static func range(start: Element, count: Element, scheduler: some ImmediateSchedulerType) -> Observable<Element> {
        precondition(count >= 0, "range needs a count of zero or more")
        return from(Array(sequence(first: start) { $0 + 1 }.prefix(Int(count))), scheduler: scheduler)
    }
}
