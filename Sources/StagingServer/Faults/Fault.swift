import Foundation

/// A deliberate misbehaviour asked for with `X-Courier-Fault` (only when
/// the server runs with `--faults`), so client tests can prove they
/// survive what real networks and proxies do.
enum Fault: Equatable, Sendable {
    case reset
    case truncate
    case malformed
    case html
    case status(Int)
    case slowBody(milliseconds: Int)
    case huge

    static let headerName = "X-Courier-Fault"
    /// `huge` bodies reach at least this many bytes.
    static let hugeMinimumBytes = 3 * 1024 * 1024

    /// Nil when there is no header; an unknown kind is a 400 rather than
    /// silently normal, so a typo in a test fails loudly.
    init?(header: String?) throws(APIFailure) {
        guard let raw = header?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else { return nil }
        let kind = raw.lowercased()
        switch kind {
        case "reset": self = .reset
        case "truncate": self = .truncate
        case "malformed": self = .malformed
        case "html": self = .html
        case "huge": self = .huge
        default:
            if kind.hasPrefix("status="), let code = Int(kind.dropFirst("status=".count)), (100...599).contains(code) {
                self = .status(code)
            } else if kind.hasPrefix("slow-body="), let ms = Int(kind.dropFirst("slow-body=".count)), ms >= 0 {
                self = .slowBody(milliseconds: ms)
            } else {
                throw APIFailure(status: 400, message: "Unknown \(Self.headerName) '\(raw)'")
            }
        }
    }

    func apply(to response: HTTPResponse, request: HTTPRequest, data: StagingDataset) -> HTTPResponse {
        var faulty = response
        switch self {
        case .reset: faulty.delivery = .resetMidway
        case .truncate: faulty.delivery = .truncate
        case .slowBody(let milliseconds): faulty.delivery = .slowBody(milliseconds: milliseconds)
        case .malformed:
            // Starts like a real list so a client commits to parsing before it breaks.
            let key = Self.collection(for: request.path, in: data)?.name ?? "items"
            faulty = .json(200, Data(#"{"\#(key)": [{"id": 1, "title": "Half a rec"#.utf8))
        case .html: faulty = HTMLPages.badGateway()
        case .status(let code): faulty = .message(code, "Injected fault: status \(code)")
        case .huge: faulty = .json(200, Self.hugeBody(path: request.path, data: data))
        }
        return faulty
    }

    /// A valid envelope of the first collection the path names (else the
    /// first served), past `hugeMinimumBytes`. Records repeat when the
    /// collection is small, with ids kept unique.
    static func hugeBody(path: String, data: StagingDataset) -> Data {
        guard let collection = collection(for: path, in: data) else { return Data("{}".utf8) }
        let (key, total) = (collection.name, collection.count)
        var body = Data("{\"\(key)\":[".utf8)
        var count = 0
        guard total > 0 else { return Data("{\"\(key)\":[],\"total\":0,\"skip\":0,\"limit\":0}".utf8) }
        while body.count < hugeMinimumBytes {
            guard case .object(var object) = collection.json(at: count % total) else { break }
            object["id"] = .number(Double(count + 1))
            if count > 0 { body.append(UInt8(ascii: ",")) }
            body.append(SortedJSONWriter.data(.object(object)) ?? Data("{}".utf8))
            count += 1
        }
        body.append(Data("],\"total\":\(count),\"skip\":0,\"limit\":\(count)}".utf8))
        return body
    }

    /// The first collection the path names, else the first served.
    static func collection(for path: String, in data: StagingDataset) -> (any StagingCollection)? {
        path.split(separator: "/").lazy.compactMap { data.collection(named: String($0)) }.first ?? data.collections.first
    }
}
