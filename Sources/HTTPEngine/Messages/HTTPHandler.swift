/// What answers requests: an API, or a test's own closure. Called on the
/// connection's loop thread, so a handler that blocks holds up that loop.
package protocol HTTPHandler: Sendable {
    func handle(_ request: HTTPRequest) -> HTTPResponse
}

/// A handler made from a closure.
package struct ClosureHandler: HTTPHandler {
    private let body: @Sendable (HTTPRequest) -> HTTPResponse
    package init(_ body: @escaping @Sendable (HTTPRequest) -> HTTPResponse) { self.body = body }
    package func handle(_ request: HTTPRequest) -> HTTPResponse { body(request) }
}
