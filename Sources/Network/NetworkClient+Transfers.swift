import Foundation
import Reactive
#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Uploads and downloads: a route's request with a body streamed from memory,
/// a file or a multipart form, or an answer written to a file as it arrives,
/// as a cold stream of progress then the result. They go through the same
/// plugins, authentication, validation, retry and deadline as any request
/// (an upload under POST or PATCH is neither retried nor paused once sent);
/// disposing the stream cancels the transfer and removes a partial download.
/// A large body may need a route whose `timeout` allows for it.
extension NetworkClient {
    /// Sends `source` as the route's body (it replaces any the route's parameters
    /// would make), then the validated response.
    public func upload(
        _ source: UploadSource, to route: any Route, id: RequestID? = nil
    ) -> Observable<TransferEvent<TransportResponse>> {
        transfer(route, id: id, upload: source, destination: nil)
    }

    /// Sends `source` as the route's body, then the decoded answer.
    public func upload<T: Decodable & Sendable>(
        _ source: UploadSource, to route: any Route, as type: T.Type, id: RequestID? = nil
    ) -> Observable<TransferEvent<T>> {
        let decoder = route.bodyDecoder ?? self.decoder
        return upload(source, to: route, id: id).map { event in
            switch event {
            case .progress(let progress): return .progress(progress)
            case .result(.error(let error)): return .result(.error(error))
            case .result(.value(let response)):
                switch ResponseDecoder.decode(T.self, from: response, decoder: decoder) {
                case .success(let value): return .result(.value(value))
                case .failure(let error): return .result(.error(error))
                }
            }
        }
    }

    /// Writes a successful answer's body to `destination` (replacing what is
    /// there) as it arrives; the response's `fileURL` is `destination`. An error
    /// answer's body stays in memory for its message and no file is written.
    public func download(
        _ route: any Route, to destination: URL, id: RequestID? = nil
    ) -> Observable<TransferEvent<TransportResponse>> {
        transfer(route, id: id, upload: nil, destination: destination)
    }

    private func transfer(
        _ route: any Route, id: RequestID?, upload: UploadSource?, destination: URL?
    ) -> Observable<TransferEvent<TransportResponse>> {
        Observable.create { [self] observer in
            let emitter = TransferEmitter(observer)
            let body: UploadBody?
            do throws(NetworkError) {
                body = try Self.uploadBody(upload, for: route)
            } catch {
                emitter.finish(.error(error))
                return Disposables.create()
            }
            let options = TransferOptions(
                upload: body, destination: destination, progress: { emitter.progress($0) },
                resourceTimeout: route.timeout.flatMap { $0 > timeouts.resource ? $0 : nil })
            let operation = perform(route, id: id ?? .generate(), transfer: options) { result in
                switch result {
                case .success(let response): emitter.finish(.value(response), last: Self.finalProgress(of: response, upload: body))
                case .failure(let error): emitter.finish(.error(error))
                }
            }
            return operation
        }
    }

    /// The body measured and its files checked, before anything is sent.
    private static func uploadBody(_ upload: UploadSource?, for route: any Route) throws(NetworkError) -> UploadBody? {
        guard let upload else { return nil }
        guard route.method.allowsBody else { throw .invalidRequest(.bodyNotAllowed(method: route.method.rawValue)) }
        return try UploadBody(upload)
    }

    /// Where a finished transfer's progress ends: the whole body.
    private static func finalProgress(of response: TransportResponse, upload: UploadBody?) -> TransferProgress? {
        if let fileURL = response.fileURL {
            var info = stat()
            guard stat(fileURL.path, &info) == 0 else { return nil }
            return TransferProgress(direction: .download, completedBytes: Int64(info.st_size), expectedBytes: Int64(info.st_size))
        }
        return upload.map { TransferProgress(direction: .upload, completedBytes: $0.length, expectedBytes: $0.length) }
    }
}
