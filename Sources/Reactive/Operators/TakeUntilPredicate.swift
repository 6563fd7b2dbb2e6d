extension ObservableType {
    /// Elements until one satisfies `predicate`, then completion: that element
    /// is emitted first with `.inclusive` (the default, as in RxSwift) and
    /// dropped with `.exclusive`.
    public func take(
        until predicate: @escaping @Sendable (Element) throws -> Bool, behavior: TakeBehavior = .inclusive
    ) -> Observable<Element> {
        take(while: { try !predicate($0) }, behavior: behavior)
    }
}
