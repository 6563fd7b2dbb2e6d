/// A route a collection serves beyond list, search, add and the single
/// record: `GET products/category/:slug`. The first segment names the
/// collection path it hangs under, which need not be its own: posts could
/// serve `users/:id/posts` and check the id through the users collection.
struct CollectionRoute: Sendable {
    enum Segment: Equatable, Sendable {
        case literal(String)
        /// `:name`: any one segment, handed to the answer under that name.
        case parameter(String)
    }

    let method: String
    /// The segment before the pattern: `products` in `products/category/:slug`.
    let root: String
    let pattern: [Segment]
    /// False for an answer that changes from one request to the next (a
    /// random record), which the response memo must not keep.
    let isRepeatable: Bool
    let answer: @Sendable (RouteMatch) throws(APIFailure) -> HTTPResponse

    /// `path` is slash-separated; its first segment must be a literal.
    init(
        _ method: String, _ path: String, isRepeatable: Bool = true,
        answer: @escaping @Sendable (RouteMatch) throws(APIFailure) -> HTTPResponse
    ) {
        let segments = path.split(separator: "/").map(String.init)
        guard let root = segments.first, !root.hasPrefix(":") else { preconditionFailure("a route starts with a collection path: \(path)") }
        self.method = method
        self.root = root
        pattern = segments.dropFirst().map { $0.hasPrefix(":") ? .parameter(String($0.dropFirst())) : .literal($0) }
        self.isRepeatable = isRepeatable
        self.answer = answer
    }

    /// The parameters, when the segments after the root fit the pattern.
    func match(_ segments: ArraySlice<String>) -> [String: String]? {
        guard segments.count == pattern.count else { return nil }
        var parameters: [String: String] = [:]
        for (segment, expected) in zip(segments, pattern) {
            switch expected {
            case .literal(let literal): guard segment == literal || segment.lowercased() == literal else { return nil }
            case .parameter(let name): parameters[name] = segment
            }
        }
        return parameters
    }
}

/// A request a collection route matched, with what its answer may need.
struct RouteMatch {
    let request: HTTPRequest
    /// The `:name` segments' values.
    let parameters: [String: String]
    /// Every collection served, for routes that check another's ids.
    let dataset: StagingDataset

    subscript(parameter name: String) -> String { parameters[name] ?? "" }

    /// The paging, projection and ordering parameters, as every list reads them.
    func listQuery() throws(APIFailure) -> ListQuery { try ListQuery(request) }
}
