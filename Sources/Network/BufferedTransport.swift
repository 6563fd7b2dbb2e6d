import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A transport that sends only bytes in memory: a stub, a test's server, a
/// handler answering in process. It writes the URLRequest's send; the upload
/// is read whole into the body before it, and a download's 2xx body is written
/// to its file after it. Its own redirect rule holds, and the request's
/// `RedirectHook` is not asked.
public protocol BufferedTransport: Transport {
    /// Answers `request`, which carries its whole body, with the whole response; the task cancels it.
    func send(
        _ request: URLRequest,
        completion: @escaping @Sendable (Result<TransportResponse, URLError>) -> Void
    ) -> TransportTask
}

extension BufferedTransport {
    /// Reads an upload into the request's body, sends it, and writes a 2xx answer's body to the download file, if one was asked for.
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
