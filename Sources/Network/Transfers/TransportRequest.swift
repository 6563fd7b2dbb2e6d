import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One attempt as a transport receives it: the prepared URLRequest, what it
/// transfers, and what to ask before following a redirect. With an upload,
/// the request says the upload's type and length and has no body of its own.
public struct TransportRequest: Sendable {
    /// The request, prepared by the client and its plugins.
    public let request: URLRequest
    /// What it uploads, where it downloads to, who hears of progress, and its limits.
    public let transfer: TransferOptions
    /// Asked before each redirect the transport follows itself.
    public let redirects: RedirectHook
    /// What to answer an authentication challenge with, on hops to the
    /// request's own origin only. A Basic one is already in the request's
    /// `Authorization` header; a transport that cannot answer challenges ignores it.
    public var credential: HTTPCredential?

    /// A request to send with `transfer`, asking `redirects` before each redirect; an
    /// upload replaces the request's body and sets its type and length.
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
        var replaced = TransportRequest(request, transfer: transfer, redirects: redirects)
        replaced.credential = credential
        return replaced
    }

    /// The credential for a hop to `url`: the request's, on its own origin only.
    func credential(for url: URL) -> HTTPCredential? {
        guard let credential, let original = request.url, APIHost.origin(of: original) == APIHost.origin(of: url) else { return nil }
        return credential
    }

    /// Reports to the transfer's progress callback, if it has one.
    func report(_ direction: TransferProgress.Direction, _ completed: Int64, of expected: Int64?) {
        transfer.progress?(TransferProgress(direction: direction, completedBytes: completed, expectedBytes: expected))
    }
}
