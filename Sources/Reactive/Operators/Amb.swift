extension Observable {
    /// Mirrors whichever source sends an event first, and lets go of the others.
    public static func amb<Source: ObservableType>(_ sources: [Source]) -> Observable<Element>
    where Source.Element == Element {
        guard !sources.isEmpty else { return .never() }
        return Observable { observer in
            let winner = LockedValue<Int?>(nil)
            let subscriptions = sources.map { _ in SingleAssignmentDisposable() }
            for (index, source) in sources.enumerated() {
                subscriptions[index].setDisposable(source.subscribe(AnyObserver<Element> { event in
                    let (wins, firstEvent) = winner.withLock { winner -> (Bool, Bool) in
                        if winner == nil {
                            winner = index
                            return (true, true)
                        }
                        return (winner == index, false)
                    }
                    guard wins else { return }
                    if firstEvent {
                        for (other, subscription) in subscriptions.enumerated() where other != index {
                            subscription.dispose()
                        }
                    }
                    observer.on(event)
                }))
            }
            return Disposables.create(subscriptions)
        }
    }
}

extension ObservableType {
    /// Mirrors this sequence or `other`, whichever sends an event first.
    public func amb<Other: ObservableType>(_ other: Other) -> Observable<Element> where Other.Element == Element {
        Observable.amb([asObservable(), other.asObservable()])
    }
}
