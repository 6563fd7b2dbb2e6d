extension Observable {
    /// The fixed-arity forms beyond three sources, with and without a
    /// selector; they pair and complete as `zip(_:_:resultSelector:)` does.
    public static func zip<A: ObservableType, B: ObservableType, C: ObservableType, D: ObservableType>(
        _ a: A, _ b: B, _ c: C, _ d: D,
        resultSelector: @escaping @Sendable (A.Element, B.Element, C.Element, D.Element) throws -> Element
    ) -> Observable<Element> {
        Observable { observer in
            let sa = Slot<A.Element>(), sb = Slot<B.Element>(), sc = Slot<C.Element>(), sd = Slot<D.Element>()
            let sink = ZipSink(observer: observer, queues: [sa, sb, sc, sd]) {
                try resultSelector(sa.dequeue(), sb.dequeue(), sc.dequeue(), sd.dequeue())
            }
            return Disposables.create(
                sink.subscribe(a, 0, sa), sink.subscribe(b, 1, sb), sink.subscribe(c, 2, sc), sink.subscribe(d, 3, sd)
            )
        }
    }

    /// The nth elements of five sequences, combined by `resultSelector`.
    public static func zip<A: ObservableType, B: ObservableType, C: ObservableType, D: ObservableType, E: ObservableType>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E,
        resultSelector: @escaping @Sendable (A.Element, B.Element, C.Element, D.Element, E.Element) throws -> Element
    ) -> Observable<Element> {
        Observable { observer in
            let sa = Slot<A.Element>(), sb = Slot<B.Element>(), sc = Slot<C.Element>(), sd = Slot<D.Element>(), se = Slot<E.Element>()
            let sink = ZipSink(observer: observer, queues: [sa, sb, sc, sd, se]) {
                try resultSelector(sa.dequeue(), sb.dequeue(), sc.dequeue(), sd.dequeue(), se.dequeue())
            }
            return Disposables.create(
                sink.subscribe(a, 0, sa), sink.subscribe(b, 1, sb), sink.subscribe(c, 2, sc), sink.subscribe(d, 3, sd), sink.subscribe(e, 4, se)
            )
        }
    }

    /// The nth elements of six sequences, combined by `resultSelector`.
    public static func zip<A: ObservableType, B: ObservableType, C: ObservableType, D: ObservableType, E: ObservableType, F: ObservableType>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F,
        resultSelector: @escaping @Sendable (A.Element, B.Element, C.Element, D.Element, E.Element, F.Element) throws -> Element
    ) -> Observable<Element> {
        Observable { observer in
            let sa = Slot<A.Element>(), sb = Slot<B.Element>(), sc = Slot<C.Element>(), sd = Slot<D.Element>(), se = Slot<E.Element>(), sf = Slot<F.Element>()
            let sink = ZipSink(observer: observer, queues: [sa, sb, sc, sd, se, sf]) {
                try resultSelector(sa.dequeue(), sb.dequeue(), sc.dequeue(), sd.dequeue(), se.dequeue(), sf.dequeue())
            }
            return Disposables.create(
                sink.subscribe(a, 0, sa), sink.subscribe(b, 1, sb), sink.subscribe(c, 2, sc), sink.subscribe(d, 3, sd), sink.subscribe(e, 4, se), sink.subscribe(f, 5, sf)
            )
        }
    }

    /// The nth elements of seven sequences, combined by `resultSelector`.
    public static func zip<A: ObservableType, B: ObservableType, C: ObservableType, D: ObservableType, E: ObservableType, F: ObservableType, G: ObservableType>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G,
        resultSelector: @escaping @Sendable (A.Element, B.Element, C.Element, D.Element, E.Element, F.Element, G.Element) throws -> Element
    ) -> Observable<Element> {
        Observable { observer in
            let sa = Slot<A.Element>(), sb = Slot<B.Element>(), sc = Slot<C.Element>(), sd = Slot<D.Element>(), se = Slot<E.Element>(), sf = Slot<F.Element>(), sg = Slot<G.Element>()
            let sink = ZipSink(observer: observer, queues: [sa, sb, sc, sd, se, sf, sg]) {
                try resultSelector(sa.dequeue(), sb.dequeue(), sc.dequeue(), sd.dequeue(), se.dequeue(), sf.dequeue(), sg.dequeue())
            }
            return Disposables.create(
                sink.subscribe(a, 0, sa), sink.subscribe(b, 1, sb), sink.subscribe(c, 2, sc), sink.subscribe(d, 3, sd), sink.subscribe(e, 4, se), sink.subscribe(f, 5, sf), sink.subscribe(g, 6, sg)
            )
        }
    }

    /// The nth elements of eight sequences, combined by `resultSelector`.
    public static func zip<A: ObservableType, B: ObservableType, C: ObservableType, D: ObservableType, E: ObservableType, F: ObservableType, G: ObservableType, H: ObservableType>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H,
        resultSelector: @escaping @Sendable (A.Element, B.Element, C.Element, D.Element, E.Element, F.Element, G.Element, H.Element) throws -> Element
    ) -> Observable<Element> {
        Observable { observer in
            let sa = Slot<A.Element>(), sb = Slot<B.Element>(), sc = Slot<C.Element>(), sd = Slot<D.Element>(), se = Slot<E.Element>(), sf = Slot<F.Element>(), sg = Slot<G.Element>(), sh = Slot<H.Element>()
            let sink = ZipSink(observer: observer, queues: [sa, sb, sc, sd, se, sf, sg, sh]) {
                try resultSelector(sa.dequeue(), sb.dequeue(), sc.dequeue(), sd.dequeue(), se.dequeue(), sf.dequeue(), sg.dequeue(), sh.dequeue())
            }
            return Disposables.create(
                sink.subscribe(a, 0, sa), sink.subscribe(b, 1, sb), sink.subscribe(c, 2, sc), sink.subscribe(d, 3, sd), sink.subscribe(e, 4, se), sink.subscribe(f, 5, sf), sink.subscribe(g, 6, sg), sink.subscribe(h, 7, sh)
            )
        }
    }

}

extension Observable {
    /// The nth elements of four sequences as a tuple.
    public static func zip<A: ObservableType, B: ObservableType, C: ObservableType, D: ObservableType>(
        _ a: A, _ b: B, _ c: C, _ d: D
    ) -> Observable<Element> where Element == (A.Element, B.Element, C.Element, D.Element) {
        zip(a, b, c, d) { ($0, $1, $2, $3) }
    }

    /// The nth elements of five sequences as a tuple.
    public static func zip<A: ObservableType, B: ObservableType, C: ObservableType, D: ObservableType, E: ObservableType>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E
    ) -> Observable<Element> where Element == (A.Element, B.Element, C.Element, D.Element, E.Element) {
        zip(a, b, c, d, e) { ($0, $1, $2, $3, $4) }
    }

    /// The nth elements of six sequences as a tuple.
    public static func zip<A: ObservableType, B: ObservableType, C: ObservableType, D: ObservableType, E: ObservableType, F: ObservableType>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F
    ) -> Observable<Element> where Element == (A.Element, B.Element, C.Element, D.Element, E.Element, F.Element) {
        zip(a, b, c, d, e, f) { ($0, $1, $2, $3, $4, $5) }
    }

    /// The nth elements of seven sequences as a tuple.
    public static func zip<A: ObservableType, B: ObservableType, C: ObservableType, D: ObservableType, E: ObservableType, F: ObservableType, G: ObservableType>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G
    ) -> Observable<Element> where Element == (A.Element, B.Element, C.Element, D.Element, E.Element, F.Element, G.Element) {
        zip(a, b, c, d, e, f, g) { ($0, $1, $2, $3, $4, $5, $6) }
    }

    /// The nth elements of eight sequences as a tuple.
    public static func zip<A: ObservableType, B: ObservableType, C: ObservableType, D: ObservableType, E: ObservableType, F: ObservableType, G: ObservableType, H: ObservableType>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H
    ) -> Observable<Element> where Element == (A.Element, B.Element, C.Element, D.Element, E.Element, F.Element, G.Element, H.Element) {
        zip(a, b, c, d, e, f, g, h) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }

}
