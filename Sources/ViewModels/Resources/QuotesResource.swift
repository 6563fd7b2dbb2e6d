import DummyJSON
import Models
import Network

extension Quote: ListItem {}

extension AnyResource {
    package static let quotes = AnyResource(Resource<Quote, Quote>.quotes)
}

extension Resource where Summary == Quote, Record == Quote {
    /// Read only upstream, paging only.
    package static var quotes: Self {
        Resource(
            id: "quotes", title: "Quotes", singular: "quote", tabKey: "8", words: .quotes,
            columns: [
                .recordID(priority: 2),
                ResourceColumn("Quote", width: 50, flexible: true) { $0.quote },
                ResourceColumn("Author", width: 20, priority: 1) { $0.author },
            ],
            route: { request in QuoteRouter.list(request.paging) },
            recordRoute: { QuoteRouter.detail(id: $0) },
            detail: { quote in DetailContent(title: .verbatim(quote.author), subtitle: "quote #\(quote.id)", sections: [], body: quote.quote) },
            isSearchable: false
        )
    }
}

extension ResourceWords {
    /// Quotes' names and detail subtitle.
    package static let quotes: ResourceWords = [
        "Quotes": ("名言", "名言"),
        "quotes": ("名言", "名言"),
        "quote": ("名言", "名言"),
        "Quote": ("名言", "名言"),
        "quote #%@": ("名言 #%@", "名言 #%@"),
    ]
}
