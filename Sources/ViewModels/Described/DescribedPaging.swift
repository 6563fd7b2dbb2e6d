import APIDescription
import DescribedAPI
import DummyJSON
import Foundation
import JSON
import Network
import Reactive

/// What the browser's skip-and-limit paging means for a described list,
/// whatever the API's style, and what must be remembered between pages to
/// say it: the next page's cursor or `Link` URL for each list and place,
/// and the page size a server chose when the API does not let one ask.
/// The browser asks for the items after the `skip` it has; this turns that
/// into `?offset=`, `?page=`, `?cursor=` or the URL the last page named.
package final class DescribedPaging: Sendable {
    private struct Memory {
        /// Per list (its criteria without paging) and place: the next page's cursor or URL.
        var cursors: [String: String] = [:]
        var nextURLs: [String: URL] = [:]
        /// Per list: the size of its first page, where the server decides.
        var pageSizes: [String: Int] = [:]
    }

    let style: PagingStyle
    private let memory = SanitizerVisibleMutex(Memory())

    package init(style: PagingStyle) {
        self.style = style
    }

    /// Where the next page of a list is, when the API says.
    package enum Place: Sendable, Equatable {
        case query(Parameters)
        case url(URL)
        /// Nothing more can be asked: the list ended, or its place is lost.
        case end
    }

    /// The query parameters (or URL) for the slice `paging` of the list `key`.
    package func place(_ paging: Paging, list key: String) -> Place {
        let skip = paging.skip, limit = paging.limit
        func number(_ value: Int) -> JSONValue { .number(Double(value)) }
        switch style {
        case .none:
            return skip == 0 ? .query([:]) : .end
        case .skipLimit(let skipName, let limitName):
            return .query([skipName: number(skip), limitName: number(limit)])
        case .offsetLimit(let offsetName, let limitName):
            return .query([offsetName: number(skip), limitName: number(limit)])
        case .page(let pageName, let sizeName, let first):
            let size = sizeName != nil ? limit : memory.withLock { $0.pageSizes[key] } ?? limit
            var query: Parameters = [pageName: number(first + (skip + max(size, 1) - 1) / max(size, 1))]
            if let sizeName { query[sizeName] = number(limit) }
            return query.isEmpty ? .end : .query(query)
        case .cursor(let parameter, let sizeName, _):
            var query: Parameters = [:]
            if let sizeName { query[sizeName] = number(limit) }
            guard skip > 0 else { return .query(query) }
            guard let cursor = memory.withLock({ $0.cursors[Self.key(key, skip)] }) else {
                return memory.withLock({ $0.nextURLs[Self.key(key, skip)] }).map(Place.url) ?? .end
            }
            query[parameter] = .string(cursor)
            return .query(query)
        case .link(let sizeName):
            guard skip > 0 else { return .query(sizeName.map { [$0: number(limit)] } ?? [:]) }
            return memory.withLock({ $0.nextURLs[Self.key(key, skip)] }).map(Place.url) ?? .end
        }
    }

    /// Remembers what `answer` (the slice `paging` of list `key`) says of
    /// the next page, and answers the list's total as well as can be known:
    /// the one the API gave, else one more than what came while a next page
    /// may exist, else exactly what came.
    package func remember(_ answer: ListAnswer, for paging: Paging, list key: String) -> Int {
        remember(count: answer.items.count, total: answer.total, nextCursor: answer.nextCursor, nextURL: answer.nextURL, for: paging,
                 list: key)
    }

    package func remember(count: Int, total: Int?, nextCursor: String?, nextURL: URL?, for paging: Paging, list key: String) -> Int {
        let after = paging.skip + count
        memory.withLock { memory in
            if paging.skip == 0, count > 0 { memory.pageSizes[key] = count }
            if let nextCursor { memory.cursors[Self.key(key, after)] = nextCursor }
            if let nextURL { memory.nextURLs[Self.key(key, after)] = nextURL }
        }
        if let total { return total }
        guard count > 0 else { return paging.skip }
        let mayHaveMore: Bool
        switch style {
        case .none: mayHaveMore = false
        case .cursor: mayHaveMore = nextCursor != nil || nextURL != nil
        case .link: mayHaveMore = nextURL != nil
        case .page(_, nil, _):
            mayHaveMore = nextURL != nil || count >= (memory.withLock { $0.pageSizes[key] } ?? count)
        case .skipLimit, .offsetLimit, .page:
            // A server that sent more than asked ignores the limit: that was everything.
            mayHaveMore = nextURL != nil || count == paging.limit
        }
        return mayHaveMore ? after + 1 : after
    }

    private static func key(_ list: String, _ skip: Int) -> String { "\(list)\u{1F}\(skip)" }
}
