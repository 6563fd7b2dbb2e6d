import Foundation
import Models
import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Answers the widget routes at once, as JSON, and records what was asked.
final class WidgetServer: BufferedTransport, @unchecked Sendable { // `asked` is guarded by `lock`
    static let widgets: [Widget] = (1...12).map { id in
        let name = id == 3 ? "Spanner \u{1B}[2J淡蓝" : "Widget \(id)"
        return Widget(id: id, name: name, color: ["red", "blue", "green"][id % 3], weight: Double(id) / 4)
    }

    /// Where every other route goes: the staging API, when the widgets sit beside the built-in resources.
    private let fallback: (any Transport)?
    private let lock = NSLock()
    private var asked: [String] = []

    init(fallback: (any Transport)? = nil) {
        self.fallback = fallback
    }
    var paths: [String] { lock.withLock { asked } }

    func send(
        _ request: URLRequest, completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void
    ) -> TransportTask {
        let url = request.url!
        lock.withLock { asked.append(url.path) }
        let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        func number(_ name: String, _ fallback: Int) -> Int { query.first { $0.name == name }?.value.flatMap(Int.init) ?? fallback }
        let encoder = JSONEncoder()
        let data: Data
        var status = 200
        switch url.path {
        case "/auth/widgets":
            let skip = number("skip", 0), limit = number("limit", 30)
            let items = Array(Self.widgets.dropFirst(skip).prefix(limit == 0 ? Self.widgets.count : limit))
            data = try! encoder.encode(Page(items: items, total: Self.widgets.count, skip: skip, limit: items.count))
        case let path where path.hasPrefix("/auth/widgets/"):
            if let widget = Self.widgets.first(where: { "\($0.id)" == url.lastPathComponent }) {
                data = try! encoder.encode(widget)
            } else {
                status = 404
                data = Data(#"{"message":"Widget not found"}"#.utf8)
            }
        default:
            if let fallback { return fallback.send(request, completion: completion) }
            status = 404
            data = Data(#"{"message":"no such route"}"#.utf8)
        }
        let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1",
                                       headerFields: ["Content-Type": "application/json; charset=utf-8"])!
        completion(.success(TransportResponse(response: response, data: data)))
        return NoTask()
    }

    private struct NoTask: TransportTask {
        func cancel() {}
    }
}
