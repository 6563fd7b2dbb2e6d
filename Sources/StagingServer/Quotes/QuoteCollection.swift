/// `/quotes`: read-only upstream (an add is the HTML 404), listed whole
/// with no search, `select` or `sortBy`, plus random picks.
struct QuoteCollection: StagingCollection {
    static let name = "quotes"
    static let noun = "Quote"
    static let defaultCount = 1454
    static let honoursSelectAndSort = false
    static let isSearchable = false
    static let isWritable = false

    let records: LazyRecords<StagingQuote>

    init(_ context: CollectionContext) {
        let generator = QuoteGenerator(seed: context.seed)
        records = LazyRecords(count: context.count(of: Self.self)) { generator.quote(id: $0) }
    }

    func matches(_ quote: StagingQuote, _ matcher: TextMatcher) -> Bool { matcher.matchesAny(quote.quote, quote.author) }

    var routes: [CollectionRoute] { RandomRoutes.routes(for: self) }
}
