/// The operations of a description looked up by path, record path and id
/// in constant time, made once per discovery: without it, matching each
/// list to its record, writes and links is quadratic in the operations
/// (seconds for 2,000 of them).
struct OperationIndex {
    /// By normalised path (`/users/{id}` for `/users/{id}/`).
    private let byPath: [String: [APIOperation]]
    /// GETs that end in a parameter, by the path before it (`/users` for `/users/{id}`).
    private let recordsByList: [String: APIOperation]
    private let byID: [String: APIOperation]
    /// By path with its parameters unnamed (`/users/{}/posts`): a profile's
    /// `/users/{value}/posts` is the description's `/users/{id}/posts`.
    private let byShape: [String: [APIOperation]]

    init(_ operations: [APIOperation]) {
        var byPath: [String: [APIOperation]] = [:]
        var records: [String: APIOperation] = [:]
        var byID: [String: APIOperation] = [:]
        var byShape: [String: [APIOperation]] = [:]
        for operation in operations {
            let segments = Naming.segments(operation.path)
            let path = "/" + segments.joined(separator: "/")
            byPath[path, default: []].append(operation)
            byShape[Self.shape(segments), default: []].append(operation)
            if operation.method == .get, let last = segments.last, Naming.isParameter(last) {
                let list = "/" + segments.dropLast().joined(separator: "/")
                if records[list] == nil { records[list] = operation }
            }
            if let id = operation.operationID, byID[id] == nil { byID[id] = operation }
        }
        self.byPath = byPath
        recordsByList = records
        self.byID = byID
        self.byShape = byShape
    }

    static func shape(_ segments: [String]) -> String {
        "/" + segments.map { Naming.isParameter($0) ? "{}" : $0 }.joined(separator: "/")
    }

    func operations(at path: String) -> [APIOperation] { byPath[Naming.normalised(path)] ?? [] }

    func operation(_ method: APIOperation.Method, at path: String) -> APIOperation? {
        operations(at: path).first { $0.method == method }
    }

    /// `GET <list>/{x}`.
    func record(of listPath: String) -> APIOperation? { recordsByList[Naming.normalised(listPath)] }

    func operation(id: String) -> APIOperation? { byID[id] }

    /// The operation at a path whatever its parameters are called.
    func operation(_ method: APIOperation.Method, shapedLike path: String) -> APIOperation? {
        byShape[Self.shape(Naming.segments(path))]?.first { $0.method == method }
    }
}
