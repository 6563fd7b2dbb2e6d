import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Models
import Network
import Reactive
import StagingServer
import Synchronization

enum BenchError: Error, CustomStringConvertible {
    case timedOut
    case failed(String)

    var description: String {
        switch self {
        case .timedOut: return "a request took longer than \(NetworkBench.requestTimeout)"
        case .failed(let detail): return detail
        }
    }
}

/// URLSession configured as URLSessionTransport configures it, with no
/// Network around it, decoding with the decoder Network uses: the baseline the
/// Network figures are divided by.
final class PlainClient: Sendable {
    let session: URLSession
    let request: URLRequest
    let decoder = JSONTapeDecoder()

    init(request: URLRequest, timeouts: Timeouts = .default) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeouts.request
        configuration.timeoutIntervalForResource = timeouts.resource
        configuration.httpMaximumConnectionsPerHost = URLSessionTransport.defaultMaximumConnectionsPerHost
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        session = URLSession(configuration: configuration)
        self.request = request
    }

    deinit { session.invalidateAndCancel() }

    func get(_ completion: @escaping @Sendable (Result<Page<Product>, BenchError>) -> Void) {
        let decoder = self.decoder
        session.dataTask(with: request) { data, response, error in
            guard let data, (response as? HTTPURLResponse)?.statusCode == 200 else {
                completion(.failure(.failed("plain GET: \(String(describing: error))")))
                return
            }
            do {
                completion(.success(try decoder.decode(Page<Product>.self, from: data)))
            } catch {
                completion(.failure(.failed("plain decode: \(error)")))
            }
        }.resume()
    }
}

/// Answers every request at once with the same 200 JSON body, so (c) times
/// Network's validation, decoding and stream work with no socket underneath.
struct InMemoryTransport: BufferedTransport {
    struct Task: TransportTask {
        func cancel() {}
    }

    let body: Data

    func send(_ request: URLRequest, completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void) -> TransportTask {
        let response = HTTPURLResponse(
            url: request.url!, statusCode: 200, httpVersion: "HTTP/1.1",
            headerFields: ["Content-Type": "application/json; charset=utf-8", "Content-Length": "\(body.count)"]
        )!
        completion(.success(TransportResponse(response: response, data: body)))
        return Task()
    }
}
