import Foundation
import StagingServer
import XCTest

/// The built `courier` in a real terminal (tmux) against a staging server in
/// this process, with a configuration home of its own: what the tmux suites
/// share. A test may stop `server` to take it away, or replace it.
class StagingTmuxTestCase: XCTestCase {
    var server: StagingServer!
    var configHome: URL!

    override func setUpWithError() throws {
        guard Tmux.available() else { throw XCTSkip("tmux is not installed") }
        server = StagingServer()
        try server.start()
        configHome = FileManager.default.temporaryDirectory.appendingPathComponent("courier-tmux-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: configHome, withIntermediateDirectories: true)
    }

    override func tearDown() {
        server?.stop()
        if let configHome { try? FileManager.default.removeItem(at: configHome) }
    }

    /// Signs in as the staging server's first user and waits for the products list.
    func signIn(_ tmux: Tmux) { tmux.signIn(thenWaitFor: "30 of 194") }

    func launch(cols: Int = 100, rows: Int = 30, extra: String = "") throws -> Tmux {
        try Tmux.courier("--host test --base-url \(server.baseURL.absoluteString) \(extra)",
                         environment: ["XDG_CONFIG_HOME": configHome.path, "XDG_CACHE_HOME": configHome.appendingPathComponent("cache").path,
                                       "LANG": "C.UTF-8"],
                         cols: cols, rows: rows)
    }
}
