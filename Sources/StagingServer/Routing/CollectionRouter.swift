import Foundation

/// Answers `/<collection>/...` paths over the dataset's collections: a
/// collection's own routes first, then list, search, add and the single
/// record, which every collection has. Nil means no route matched, which
/// the caller answers with upstream's HTML 404.
struct CollectionRouter: Sendable {
    /// What answers under one first segment.
    private struct Root: Sendable {
        var collection: (any StagingCollection)?
        /// In the dataset's order, so the first registered wins.
        var routes: [CollectionRoute] = []
        /// Spares the memo's per-request check from matching any pattern.
        var isEveryRouteRepeatable = true
    }

    let dataset: StagingDataset
    private let roots: [String: Root]

    init(_ dataset: StagingDataset) {
        self.dataset = dataset
        var roots: [String: Root] = [:]
        for collection in dataset.collections where roots[collection.name] == nil {
            roots[collection.name] = Root(collection: collection)
        }
        for route in dataset.collections.flatMap(\.routes) {
            roots[route.root, default: Root()].routes.append(route)
            if !route.isRepeatable { roots[route.root]?.isEveryRouteRepeatable = false }
        }
        self.roots = roots
    }

    /// Whether paths starting with this segment belong to the collections.
    func serves(_ root: String) -> Bool {
        self.root(named: root) != nil
    }

    /// The collection path a first segment names: upstream ignores case and
    /// answers every resource under its singular name too (`/Cart/1`).
    private func root(named segment: some StringProtocol) -> String? {
        let lowered = segment.lowercased()
        if roots[lowered] != nil { return lowered }
        return roots[lowered + "s"] != nil ? lowered + "s" : nil
    }

    /// The segments with the first one as the collection path it names.
    private func normalised(_ segments: [String]) -> [String] {
        guard let first = segments.first, let root = root(named: first), root != first else { return segments }
        return [root] + segments.dropFirst()
    }

    /// Whether every GET under this first segment answers the same each
    /// time (false: it depends on the route); nil when no collection serves it.
    func isEveryRouteRepeatable(under root: Substring) -> Bool? {
        roots[String(root)]?.isEveryRouteRepeatable
    }

    /// Whether a GET of these segments answers the same every time, so the memo may keep it.
    func isRepeatable(_ segments: ArraySlice<Substring>) -> Bool {
        guard let first = segments.first, let name = root(named: first), let root = roots[name] else { return false }
        if root.isEveryRouteRepeatable { return true }
        return ownRoute("GET", normalised(segments.map(String.init)))?.route.isRepeatable ?? true
    }

    /// `method` is upper case, with HEAD already read as GET.
    func answer(method: String, segments: [String], request: HTTPRequest, now: Date) throws(APIFailure) -> HTTPResponse? {
        let segments = normalised(segments)
        if let (route, parameters) = ownRoute(method, segments) {
            return try route.answer(RouteMatch(request: request, parameters: parameters, dataset: dataset))
        }
        guard let first = segments.first, let collection = roots[first]?.collection else { return nil }
        let rest = segments.dropFirst()
        let kind = type(of: collection)
        // Literal segments ignore case, as upstream's routes do; ids keep theirs for the messages.
        switch (method, rest.count, rest.first?.lowercased() ?? "") {
        case ("GET", 0, _): return try list(collection, request, search: false)
        case ("GET", 1, "search") where kind.isSearchable: return try list(collection, request, search: true)
        case ("POST", 1, "add") where kind.isWritable: return try add(collection, request)
        case ("GET", 1, _):
            let id = rest[rest.startIndex]
            var query = ListQuery()
            if kind.honoursSelectAndSort { query.select = ListQuery.fields(QueryValue("select", in: request)) }
            return try .json(200, query.project(collection.record(id: id)))
        case ("PUT", 1, _) where kind.isWritable, ("PATCH", 1, _) where kind.isWritable:
            return try update(collection, id: rest[rest.startIndex], request)
        case ("DELETE", 1, _) where kind.isWritable: return try delete(collection, id: rest[rest.startIndex], now: now)
        default: return nil
        }
    }

    private func ownRoute(_ method: String, _ segments: [String]) -> (route: CollectionRoute, parameters: [String: String])? {
        guard let first = segments.first, let root = roots[first] else { return nil }
        for route in root.routes where route.method == method {
            if let parameters = route.match(segments.dropFirst()) { return (route, parameters) }
        }
        return nil
    }

    private func list(_ collection: any StagingCollection, _ request: HTTPRequest, search: Bool) throws(APIFailure) -> HTTPResponse {
        var query = try ListQuery(request)
        if !type(of: collection).honoursSelectAndSort { query = query.ignoring(select: true, sort: true) }
        return collection.listResponse(query, TextMatcher(search ? query.search : ""))
    }
}
