import Foundation
import Reactive
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// URLSession's callbacks, handed to each task's exchange: the answer's head
/// and body as they arrive, bytes sent, the end. Redirects keep credentials
/// on their origin and are followed as each request's hook decides, and an authentication challenge is answered with its own
/// 401. FoundationNetworking otherwise waits on a `WWW-Authenticate` challenge
/// for ever — no timeout ends it — and `.useCredential` with no credential crashes it.
final class SessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private struct Entry {
        let exchange: URLSessionExchange
        let handle: URLSessionTaskHandle
    }

    private let entries = SanitizerVisibleMutex<[Int: Entry]>([:])

    func register(_ exchange: URLSessionExchange, handle: URLSessionTaskHandle) {
        entries.withLock { $0[handle.identifier] = Entry(exchange: exchange, handle: handle) }
    }

    private func entry(for task: URLSessionTask) -> Entry? {
        let id = task.taskIdentifier
        return entries.withLock { $0[id] }
    }

    private func exchange(for task: URLSessionTask) -> URLSessionExchange? {
        entry(for: task)?.exchange
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let entry = entry(for: dataTask)
        let proceed = entry?.exchange.receive(response) ?? true
        completionHandler(.allow)
        // Cancelled rather than refused through the disposition, which FoundationNetworking handles unevenly.
        if !proceed { entry?.handle.cancel() }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard let entry = entry(for: dataTask) else { return }
        if !entry.exchange.receive(data) { entry.handle.cancel() }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64, totalBytesSent: Int64,
        totalBytesExpectedToSend: Int64
    ) {
        exchange(for: task)?.sent(totalBytesSent)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let id = task.taskIdentifier
        entries.withLock { $0.removeValue(forKey: id) }?.exchange.complete(error)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        let guarded = RedirectGuard.redirected(request, from: task.originalRequest?.url)
        completionHandler(exchange(for: task).map { $0.redirect(response, proposed: guarded) } ?? guarded)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        // A route's credential answers a Basic or Digest challenge once, on its own origin.
        if let credential = exchange(for: task)?.credential(answering: challenge, at: task.currentRequest?.url) {
            return completionHandler(.useCredential, URLCredential(user: credential.user, password: credential.password, persistence: .none))
        }
        // Other credentials are the app's to send (its authenticator); the challenge's
        // response goes back to it as the answer.
        if let failure = challenge.failureResponse as? HTTPURLResponse {
            exchange(for: task)?.refuse(failure)
        }
        completionHandler(.cancelAuthenticationChallenge, nil)
    }
}
