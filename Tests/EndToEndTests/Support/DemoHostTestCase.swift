import Foundation
import StagingServer
import XCTest

/// The built `courier` on the default host (`--host demo`, a staging server
/// inside each process), with a configuration home and a demo port of the
/// test's own, so a Courier someone runs meanwhile keeps the usual port.
class DemoHostTestCase: XCTestCase {
    var configHome: URL!
    var port = 0

    override func setUpWithError() throws {
        configHome = FileManager.default.temporaryDirectory.appendingPathComponent("courier-demo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: configHome, withIntermediateDirectories: true)
        let (listener, free) = try LoopbackSocket.listen()
        close(listener)
        port = free
    }

    override func tearDown() {
        if let configHome { try? FileManager.default.removeItem(at: configHome) }
    }

    /// The app on the demo host at 80×24 in tmux, in colour, signed in, with
    /// the first product's detail (and its picture) open.
    func openProduct(_ arguments: String, colorTerm: String = "", recordingTo output: URL? = nil) throws -> Tmux {
        // Pictures need colours: an empty NO_COLOR is no request (no-color.org), whatever the runner's is.
        let tmux = try Tmux.courier("--host demo " + arguments,
                                    environment: demoEnvironment(["NO_COLOR": "", "COLORTERM": colorTerm]),
                                    cols: 80, rows: 24)
        if let output { try tmux.record(to: output) }
        signIn(tmux)
        tmux.send("Enter")
        tmux.waitFor("More in beauty")
        return tmux
    }

    /// Signs in as the demo's first user and waits for the products list.
    func signIn(_ tmux: Tmux) { tmux.signIn(thenWaitFor: "Glamour Beauty Mascara") }

    /// The environment a demo-host run gets: its homes, its port, UTF-8.
    func demoEnvironment(_ extra: [String: String] = [:]) -> [String: String] {
        ["XDG_CONFIG_HOME": configHome.path, "XDG_CACHE_HOME": configHome.appendingPathComponent("cache").path,
         "HOME": configHome.path, "LANG": "C.UTF-8", "COURIER_DEMO_PORT": "\(port)"].merging(extra) { _, given in given }
    }
}
