extension Observable {
    /// The fixed-arity forms beyond four sources, with and without a selector;
    /// they combine and complete as `combineLatest(_:_:resultSelector:)` does.
    @inlinable public static func combineLatest<A: ObservableType, B: ObservableType, C: ObservableType, D: ObservableType, E: ObservableType>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E,
        resultSelector: @escaping @Sendable (A.Element, B.Element, C.Element, D.Element, E.Element) throws -> Element
    ) -> Observable<Element> {
        Observable { observer in
            let sa = Slot<A.Element>(), sb = Slot<B.Element>(), sc = Slot<C.Element>(), sd = Slot<D.Element>(), se = Slot<E.Element>()
            let sink = CombineLatestSink(arity: 5, observer: observer) {
                try resultSelector(sa.latest!, sb.latest!, sc.latest!, sd.latest!, se.latest!)
            }
            return Disposables.create(
                sink.subscribe(a, 0, sa), sink.subscribe(b, 1, sb), sink.subscribe(c, 2, sc), sink.subscribe(d, 3, sd), sink.subscribe(e, 4, se)
            )
        }
    }

    /// The latest elements of six sequences, combined by `resultSelector` each time any sends, once all have.
    @inlinable public static func combineLatest<A: ObservableType, B: ObservableType, C: ObservableType, D: ObservableType, E: ObservableType, F: ObservableType>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F,
        resultSelector: @escaping @Sendable (A.Element, B.Element, C.Element, D.Element, E.Element, F.Element) throws -> Element
    ) -> Observable<Element> {
        Observable { observer in
            let sa = Slot<A.Element>(), sb = Slot<B.Element>(), sc = Slot<C.Element>(), sd = Slot<D.Element>(), se = Slot<E.Element>(), sf = Slot<F.Element>()
            let sink = CombineLatestSink(arity: 6, observer: observer) {
                try resultSelector(sa.latest!, sb.latest!, sc.latest!, sd.latest!, se.latest!, sf.latest!)
            }
            return Disposables.create(
                sink.subscribe(a, 0, sa), sink.subscribe(b, 1, sb), sink.subscribe(c, 2, sc), sink.subscribe(d, 3, sd), sink.subscribe(e, 4, se), sink.subscribe(f, 5, sf)
            )
        }
    }

    /// The latest elements of seven sequences, combined by `resultSelector` each time any sends, once all have.
    @inlinable public static func combineLatest<A: ObservableType, B: ObservableType, C: ObservableType, D: ObservableType, E: ObservableType, F: ObservableType, G: ObservableType>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G,
        resultSelector: @escaping @Sendable (A.Element, B.Element, C.Element, D.Element, E.Element, F.Element, G.Element) throws -> Element
    ) -> Observable<Element> {
        Observable { observer in
            let sa = Slot<A.Element>(), sb = Slot<B.Element>(), sc = Slot<C.Element>(), sd = Slot<D.Element>(), se = Slot<E.Element>(), sf = Slot<F.Element>(), sg = Slot<G.Element>()
            let sink = CombineLatestSink(arity: 7, observer: observer) {
                try resultSelector(sa.latest!, sb.latest!, sc.latest!, sd.latest!, se.latest!, sf.latest!, sg.latest!)
            }
            return Disposables.create(
                sink.subscribe(a, 0, sa), sink.subscribe(b, 1, sb), sink.subscribe(c, 2, sc), sink.subscribe(d, 3, sd), sink.subscribe(e, 4, se), sink.subscribe(f, 5, sf), sink.subscribe(g, 6, sg)
            )
        }
    }

    /// The latest elements of eight sequences, combined by `resultSelector` each time any sends, once all have.
    @inlinable public static func combineLatest<A: ObservableType, B: ObservableType, C: ObservableType, D: ObservableType, E: ObservableType, F: ObservableType, G: ObservableType, H: ObservableType>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H,
        resultSelector: @escaping @Sendable (A.Element, B.Element, C.Element, D.Element, E.Element, F.Element, G.Element, H.Element) throws -> Element
    ) -> Observable<Element> {
        Observable { observer in
            let sa = Slot<A.Element>(), sb = Slot<B.Element>(), sc = Slot<C.Element>(), sd = Slot<D.Element>(), se = Slot<E.Element>(), sf = Slot<F.Element>(), sg = Slot<G.Element>(), sh = Slot<H.Element>()
            let sink = CombineLatestSink(arity: 8, observer: observer) {
                try resultSelector(sa.latest!, sb.latest!, sc.latest!, sd.latest!, se.latest!, sf.latest!, sg.latest!, sh.latest!)
            }
            return Disposables.create(
                sink.subscribe(a, 0, sa), sink.subscribe(b, 1, sb), sink.subscribe(c, 2, sc), sink.subscribe(d, 3, sd), sink.subscribe(e, 4, se), sink.subscribe(f, 5, sf), sink.subscribe(g, 6, sg), sink.subscribe(h, 7, sh)
            )
        }
    }

}

extension Observable {
    /// The latest elements of four sequences as a tuple, each time any sends, once all have.
    @inlinable public static func combineLatest<A: ObservableType, B: ObservableType, C: ObservableType, D: ObservableType>(
        _ a: A, _ b: B, _ c: C, _ d: D
    ) -> Observable<Element> where Element == (A.Element, B.Element, C.Element, D.Element) {
        combineLatest(a, b, c, d) { ($0, $1, $2, $3) }
    }

    /// The latest elements of five sequences as a tuple, each time any sends, once all have.
    @inlinable public static func combineLatest<A: ObservableType, B: ObservableType, C: ObservableType, D: ObservableType, E: ObservableType>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E
    ) -> Observable<Element> where Element == (A.Element, B.Element, C.Element, D.Element, E.Element) {
        combineLatest(a, b, c, d, e) { ($0, $1, $2, $3, $4) }
    }

    /// The latest elements of six sequences as a tuple, each time any sends, once all have.
    @inlinable public static func combineLatest<A: ObservableType, B: ObservableType, C: ObservableType, D: ObservableType, E: ObservableType, F: ObservableType>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F
    ) -> Observable<Element> where Element == (A.Element, B.Element, C.Element, D.Element, E.Element, F.Element) {
        combineLatest(a, b, c, d, e, f) { ($0, $1, $2, $3, $4, $5) }
    }

    /// The latest elements of seven sequences as a tuple, each time any sends, once all have.
    @inlinable public static func combineLatest<A: ObservableType, B: ObservableType, C: ObservableType, D: ObservableType, E: ObservableType, F: ObservableType, G: ObservableType>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G
    ) -> Observable<Element> where Element == (A.Element, B.Element, C.Element, D.Element, E.Element, F.Element, G.Element) {
        combineLatest(a, b, c, d, e, f, g) { ($0, $1, $2, $3, $4, $5, $6) }
    }

    /// The latest elements of eight sequences as a tuple, each time any sends, once all have.
    @inlinable public static func combineLatest<A: ObservableType, B: ObservableType, C: ObservableType, D: ObservableType, E: ObservableType, F: ObservableType, G: ObservableType, H: ObservableType>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H
    ) -> Observable<Element> where Element == (A.Element, B.Element, C.Element, D.Element, E.Element, F.Element, G.Element, H.Element) {
        combineLatest(a, b, c, d, e, f, g, h) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }

}
