import Dispatch
import Foundation
import Models
import Network
import ViewModels

/// What a long list costs: the CPU a page costs wherever the list is (it
/// must not grow with the rows walked or held), walking a million rows
/// from a courier-server end to end, and naming the authors of a posts page
/// among a million users. Nothing here asserts: figures print beside
/// their targets, OVER where one is missed.
enum PagingBench {
    /// Rows of the list at 200 × 60.
    static let listRows = 55
    static let depths = [1_000, 100_000, 1_000_000]
    static let pagesPerRound = 2_000
    static let rounds = 7

    static func run() {
        // The walk first, while this process holds nothing else: its peak memory is the walk's.
        walk()
        names()
        reducerPerPage()
        windowPerPage()
    }

    static func verdict(_ ok: Bool, _ target: String) -> String { "target \(target)  \(ok ? "ok" : "OVER")" }

    /// 1000000 as "1,000,000".
    static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var result = ""
        while digits.count > 3 {
            result = "," + digits.suffix(3) + result
            digits.removeLast(3)
        }
        return digits + result
    }

    /// How far apart the largest and smallest of `figures` are, in % of the smallest.
    static func spread(_ figures: [Double]) -> Double {
        guard let low = figures.min(), let high = figures.max(), low > 0 else { return 0 }
        return (high - low) / low * 100
    }

    /// A page of 30 products with ids from `first`: two of these, alternating,
    /// make a list of any length with no id repeated beside itself.
    static func page(from first: Int, count: Int = 30) -> ListItems {
        ListItems((first..<first + count).map { ProductSummary(id: $0, title: "") },
                  columns: Resource<ProductSummary, Product>.products.columns)
    }

    /// The browser's reducer paging down from row `depth` of a list of two
    /// million: each page the rows in view want is answered at once, so the
    /// figure is the reducer's own cost per page (the window, the cursor,
    /// the wanted page), which must not depend on where in the list it is.
    static func reducerMicroseconds(atRow depth: Int) -> Double {
        let pages = [page(from: 1), page(from: 31)]
        var state = BrowseState(registry: .standard, now: Date())
        _ = BrowseFeature.reduce(&state, .viewport(rows: listRows))
        _ = BrowseFeature.reduce(&state, .appear)
        let first = ListPage(items: pages[0], total: 2_000_000, skip: 0)
        var effects = BrowseFeature.reduce(&state, .pageLoaded(tab: 0, state.currentList.pageRequest(.first),
                                                               SourcedResult(.value(first), source: .network), at: state.now))
        effects += BrowseFeature.reduce(&state, .select(depth, visibleRows: listRows))
        var loaded = 0
        var elapsed: UInt64 = 0
        while loaded < pagesPerRound {
            var answered = false
            for case .loadNextPage(0, let request?) in effects {
                let skip = request.request.paging.skip
                let answer = ListPage(items: pages[(skip / 30) % 2], total: 2_000_000, skip: skip)
                let start = Measure.threadCPUNanoseconds()
                effects = BrowseFeature.reduce(&state, .pageLoaded(tab: 0, request, SourcedResult(.value(answer), source: .network),
                                                                   at: state.now))
                elapsed += Measure.threadCPUNanoseconds() - start
                loaded += 1
                answered = true
            }
            if !answered {
                let start = Measure.threadCPUNanoseconds()
                effects = BrowseFeature.reduce(&state, .moveCursor(.pageDown, visibleRows: listRows))
                elapsed += Measure.threadCPUNanoseconds() - start
            }
        }
        precondition(state.currentList.items.count <= 2 * ViewModelDefaults.keptRows + 100, "the window grew")
        return Double(elapsed) / 1_000 / Double(loaded)
    }

    static func reducerPerPage() {
        var samples = Array(repeating: [Double](), count: depths.count)
        _ = reducerMicroseconds(atRow: 1_000)  // warm up
        for _ in 0..<rounds {
            for (index, depth) in depths.enumerated() { samples[index].append(reducerMicroseconds(atRow: depth)) }
        }
        let medians = samples.map { Measure.percentile($0, 0.5) }
        for (depth, median) in zip(depths, medians) {
            Measure.report("CPU per page, browser reducer, at row \(grouped(depth))", median, unit: "µs")
        }
        let apart = spread(medians)
        Measure.report("  spread of the three", apart, unit: "%", target: verdict(apart <= 20, "≤ 20 %"))
    }

    /// The window itself holding 1k, 100k and 1M rows (none dropped): adding
    /// a page after them costs the page, not the rows already held. The
    /// three grow in turn, round by round, so each sees the same machine.
    static func windowPerPage() {
        let pages = [page(from: 1), page(from: 31)]
        var windows = depths.map { depth -> (window: ListWindow, next: Int) in
            var window = ListWindow()
            for index in 0..<depth / 30 { window.insert(pages[index % 2], at: index * 30) }
            return (window, depth / 30)
        }
        var samples = Array(repeating: [Double](), count: depths.count)
        for _ in 0..<rounds * 4 {
            for index in windows.indices {
                let start = Measure.threadCPUNanoseconds()
                for _ in 0..<pagesPerRound {
                    let next = windows[index].next
                    windows[index].window.insert(pages[next % 2], at: next * 30)
                    windows[index].next += 1
                }
                samples[index].append(Double(Measure.threadCPUNanoseconds() - start) / 1_000 / Double(pagesPerRound))
            }
        }
        blackHole(windows)
        let medians = samples.map { Measure.percentile($0, 0.5) }
        for (depth, median) in zip(depths, medians) {
            Measure.report("CPU per page added, window holding \(grouped(depth)) rows", median, unit: "µs")
        }
        let apart = spread(medians)
        Measure.report("  spread of the three", apart, unit: "%", target: verdict(apart <= 20, "≤ 20 %"))
    }
}
