import Foundation
import XCTest

/// Signing out in the running app leaves none of the user's data on disk,
/// the write-ahead log included, while the process goes on.
final class SignOutLeavesNothingInTmuxTests: DemoHostTestCase {
    func testAfterLNoFileUnderTheCacheHoldsTheUsersData() throws {
        let tmux = try Tmux.courier("--host demo", environment: demoEnvironment(), cols: 100, rows: 30)
        signIn(tmux)
        let cache = configHome.appendingPathComponent("cache")
        let title = Data("Glamour Beauty Mascara".utf8)
        XCTAssertTrue(Tmux.eventually { self.files(under: cache).contains { $0.range(of: title) != nil } },
                      "the list never reached the cache, so the test would prove nothing")
        tmux.send("L")
        tmux.waitFor("Sign in")
        XCTAssertFalse(tmux.screen.contains("EXIT="), "the app must still be running")
        let holding = files(under: cache).filter { $0.range(of: title) != nil }
        XCTAssertTrue(holding.isEmpty, "\(holding.count) file(s) under the cache still hold the signed-out user's list")
    }

    private func files(under directory: URL) -> [Data] {
        let paths = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
        return paths.compactMap { try? Data(contentsOf: directory.appendingPathComponent($0)) }
    }
}
