import Foundation

/// The DummyJSON-contract API served over HTTP: what `courier-server`, the
/// app's demo host and the tests start. Port 0 picks a free port.
package final class StagingServer: Sendable {
    package let api: StagingAPI
    private let http: HTTPServer

    package convenience init(
        api: StagingAPI.Configuration = StagingAPI.Configuration(),
        bindAddress: String = HTTPServer.Configuration.defaultBindAddress,
        port: Int = 0,
        log: (@Sendable (HTTPLogRecord) -> Void)? = nil
    ) {
        var configuration = HTTPServer.Configuration.default
        configuration.bindAddress = bindAddress
        configuration.port = port
        configuration.log = log
        self.init(api: api, http: configuration)
    }

    /// With every tunable of the engine: deadlines, the connection cap, limits.
    package init(api: StagingAPI.Configuration, http configuration: HTTPServer.Configuration) {
        self.api = StagingAPI(configuration: api)
        http = HTTPServer(handler: self.api, configuration: configuration)
    }

    /// Binds and starts serving; throws when the address is taken or invalid.
    package func start() throws {
        try http.start()
    }

    package func stop() {
        http.stop()
    }

    package var port: Int { http.port }
    package var isRunning: Bool { http.isRunning }

    /// `http://127.0.0.1:<port>` (IPv6 literals bracketed).
    package var baseURL: URL {
        let address = http.configuration.bindAddress
        let host = address.contains(":") ? "[\(address)]" : (address == "0.0.0.0" ? "127.0.0.1" : address)
        return URL(string: "http://\(host):\(port)")!
    }
}
