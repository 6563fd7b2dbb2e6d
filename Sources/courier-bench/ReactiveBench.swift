/// The reactive core's speed: each case prints ns per event (or per cycle),
/// the median of 5 runs after a warm-up. Ratios to RxSwift come only from
/// the side-by-side run in docs/BENCHMARKS.md, since figures from another
/// machine or another build cannot be compared with these.
enum ReactiveBench {
    struct Case: Sendable {
        let label: String
        let operations: Int
        let body: @Sendable (Int) -> Void
    }

    static func run() {
        let floor = Measure.medianNanoseconds { ReactiveBenchCases.plainClosureFloor(1_000_000) } / 1_000_000
        Measure.report("floor: a plain closure call, 1M", floor, unit: "ns/event")
        for item in cases {
            let perOperation = Measure.medianNanoseconds { item.body(item.operations) } / Double(item.operations)
            Measure.report(item.label, perOperation, unit: "ns")
        }
    }

    typealias C = ReactiveBenchCases

    static let cases: [Case] = [
        Case(label: "(a)  PublishSubject→map→filter→subscribe, 1M", operations: 1_000_000, body: C.subjectMapFilter),
        Case(label: "(a') PublishSubject→subscribe, 1M", operations: 1_000_000, body: C.subjectOnly),
        Case(label: "(b1) just.flatMap{just} subscribe+dispose, 1M", operations: 1_000_000, body: C.justFlatMapCycles),
        Case(label: "(b2) create{next;completed}.map sub+dispose, 100k", operations: 100_000, body: C.createMapCycles),
        Case(label: "(b3) create emitting 1M → flatMap{just}", operations: 1_000_000, body: C.createFlatMapStream),
        Case(label: "(c)  BehaviorRelay accept, 1 subscriber, 1M", operations: 1_000_000, body: C.relayAccept),
        Case(label: "(d)  Single.create→map sub+dispose, 100k", operations: 100_000, body: C.singleRequestCycles),
        Case(label: "(e)  share(replay: 1), 10 subscribers, 100k in", operations: 100_000, body: C.shareReplayFanOut),
        Case(label: "(f)  combineLatest of 4 subjects, 1M in", operations: 1_000_000, body: C.combineLatestFour),
        Case(label: "(g)  scan reducer per action, 1M", operations: 1_000_000, body: C.scanReducer),
    ]
}
