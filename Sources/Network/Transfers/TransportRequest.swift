import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One attempt as a transport receives it: the prepared URLRequest, what it
/// transfers, and what to ask before following a redirect. With an upload,
/// the request says the upload's type and length and has no body of its own.
public struct TransportRequest: Sendable {
    public let request: URLRequest
    public let transfer: TransferOptions
    /// Asked before each redirect the transport follows itself.
    public let redirects: RedirectHook

    public init(_ request: URLRequest, transfer: TransferOptions = TransferOptions(), redirects: RedirectHook = .follow) {
        var request = request
        if let upload = transfer.upload {
            request.httpBody = nil
            request.httpBodyStream = nil
            // A multipart body's type names its boundary, so it wins; a raw one yields to the route's.
            if upload.contentType.hasPrefix("multipart/") || request.value(forHTTPHeaderField: "Content-Type") == nil {
                request.setValue(upload.contentType, forHTTPHeaderField: "Content-Type")
            }
            request.setValue(String(upload.length), forHTTPHeaderField: "Content-Length")
        }
        self.request = request
        self.transfer = transfer
        self.redirects = redirects
    }

    /// The same transfer for another request (cookies added, say) or another hook.
    func replacing(_ request: URLRequest, redirects: RedirectHook) -> TransportRequest {
        TransportRequest(request, transfer: transfer, redirects: redirects)
    }

    /// Reports to the transfer's progress callback, if it has one.
    func report(_ direction: TransferProgress.Direction, _ completed: Int64, of expected: Int64?) {
        transfer.progress?(TransferProgress(direction: direction, completedBytes: completed, expectedBytes: expected))
    }
}

extension Transport {
    /// For transports that only send bytes in memory: the upload is read whole
    /// into the body, and a download is written to its file once it has arrived.
    public func send(
        _ request: TransportRequest,
        completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void
    ) -> TransportTask {
        var urlRequest = request.request
        if let upload = request.transfer.upload {
            do {
                urlRequest.httpBody = try upload.loadData()
            } catch {
                completion(.failure(error))
                return FinishedTask()
            }
        }
        return send(urlRequest) { result in
            guard case .success(let response) = result, let destination = request.transfer.destination,
                  (200..<300).contains(response.status) else {
                return completion(result)
            }
            completion(Result { () throws(URLError) -> TransportResponse in
                let file = try DownloadFile(destination: destination)
                try file.write(response.data)
                return TransportResponse(response: response.response, data: Data(), fileURL: try file.commit())
            })
        }
    }
}

/// A task that ended before it began.
private struct FinishedTask: TransportTask {
    func cancel() {}
}
