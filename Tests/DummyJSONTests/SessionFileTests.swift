@testable import DummyJSON
import Foundation
import Models
import NetworkTestSupport
import Reactive
import ReactiveTesting
import XCTest
@testable import Network

final class SessionFileTests: XCTestCase {
    private let origin = "http://127.0.0.1:8080"

    private func stored(_ access: String = "a1", at seconds: TimeInterval = 1_700_000_000) -> StoredSession {
        StoredSession(origin: origin, auth: sampleSession(access: access), savedAt: Date(timeIntervalSince1970: seconds))
    }

    private func permissions(_ url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return try XCTUnwrap(attributes[.posixPermissions] as? NSNumber).intValue & 0o777
    }

    func testTheDirectoryHonoursXDGConfigHomeElseHome() {
        XCTAssertEqual(SessionFile.defaultDirectory(environment: ["XDG_CONFIG_HOME": "/x/config", "HOME": "/home/a"]).path,
                       "/x/config/courier")
        XCTAssertEqual(SessionFile.defaultDirectory(environment: ["HOME": "/home/a"]).path, "/home/a/.config/courier")
        XCTAssertEqual(SessionFile.defaultDirectory(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/a"]).path,
                       "/home/a/.config/courier", "a relative XDG_CONFIG_HOME is ignored, as the spec says")
        XCTAssertEqual(SessionFile.defaultDirectory(environment: ["XDG_CONFIG_HOME": "", "HOME": "/home/a"]).path,
                       "/home/a/.config/courier")
    }

    func testOneFilePerOrigin() {
        let directory = URL(fileURLWithPath: "/cfg")
        let test = SessionFile(origin: "http://127.0.0.1:8080", directory: directory)
        let other = SessionFile(origin: "http://127.0.0.1:8081", directory: directory)
        let release = SessionFile(origin: APIHost.dummyJSON.origin, directory: directory)
        XCTAssertEqual(Set([test.url, other.url, release.url]).count, 3)
        XCTAssertEqual(test.url.deletingLastPathComponent().path, "/cfg")
        XCTAssertEqual(test.url.lastPathComponent, "session-http___127.0.0.1_8080.json")
        XCTAssertEqual(release.url.lastPathComponent, "session-https___dummyjson.com_443.json")
        XCTAssertFalse(test.url.lastPathComponent.contains("/"))
    }

    func testSaveLoadDeleteRoundTrip() throws {
        let directory = try makeTemporaryDirectory().appendingPathComponent("courier")
        let file = SessionFile(origin: origin, directory: directory)
        XCTAssertNil(file.load())
        try file.save(stored())
        XCTAssertEqual(file.load(), stored())
        try file.save(stored("a2", at: 1_700_000_100))
        XCTAssertEqual(file.load()?.auth.accessToken, "a2")
        file.delete()
        XCTAssertNil(file.load())
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.url.path))
        file.delete()
    }

    /// Issue 25, item 2: a host known by name (the in-process demo server)
    /// keeps one session whatever port its server has, bound on load to the
    /// server running now, so its token is sent there and nowhere else.
    func testAHostKnownByNameKeepsOneSessionBoundToItsServerOfTheDay() throws {
        let directory = try makeTemporaryDirectory().appendingPathComponent("courier")
        let monday = SessionFile(hostName: "demo", origin: "http://127.0.0.1:21000", directory: directory)
        let tuesday = SessionFile(hostName: "demo", origin: "http://127.0.0.1:40123", directory: directory)
        XCTAssertEqual(monday.url, tuesday.url)
        XCTAssertEqual(monday.url.lastPathComponent, "session-demo.json")
        try monday.save(StoredSession(origin: "http://127.0.0.1:21000", auth: sampleSession(access: "a1")))
        XCTAssertEqual(tuesday.load()?.origin, "http://127.0.0.1:40123", "bound to the server running now")
        XCTAssertEqual(tuesday.load()?.auth.accessToken, "a1")
        XCTAssertEqual(SessionFile(origin: "http://127.0.0.1:40123", directory: directory).load(), nil,
                       "a host known by its origin never reads it")
    }

    func testTokensAHeaderCannotCarryAreNeverKeptNorLoaded() throws {
        let directory = try makeTemporaryDirectory().appendingPathComponent("courier")
        let file = SessionFile(origin: origin, directory: directory)
        let store = SessionStore(file: file)
        for bad in ["a\u{1B}[2J", "a b", "a\r\nX-Evil: 1", "", "é"] {
            XCTAssertFalse(store.save(sampleSession(access: bad), origin: origin), bad)
            XCTAssertFalse(store.save(sampleSession(refresh: bad), origin: origin), bad)
        }
        XCTAssertNil(store.current)
        XCTAssertNil(file.load(), "nothing was written")
        XCTAssertTrue(store.save(sampleSession(), origin: origin))
        XCTAssertFalse(store.update(tokens: TokenPair(accessToken: "x\u{7}", refreshToken: "r"), replacing: "old-access"))
        XCTAssertEqual(store.current?.auth.accessToken, "old-access")
        // A file written before tokens were checked is read as no session at all.
        try file.save(StoredSession(origin: origin, auth: sampleSession(access: "a\u{1B}]52;c;eA==\u{7}")))
        XCTAssertNil(file.load())
    }

    func testTheFileIsOwnerOnlyAndTheDirectoryToo() throws {
        let directory = try makeTemporaryDirectory().appendingPathComponent("config/courier")
        let file = SessionFile(origin: origin, directory: directory)
        try file.save(stored())
        XCTAssertEqual(try permissions(file.url), 0o600)
        XCTAssertEqual(try permissions(directory), 0o700)
    }

    func testAnExistingLooseFileBecomes0600WhenRewritten() throws {
        let directory = try makeTemporaryDirectory()
        let file = SessionFile(origin: origin, directory: directory)
        _ = FileManager.default.createFile(atPath: file.url.path, contents: Data("{}".utf8), attributes: [.posixPermissions: 0o644])
        XCTAssertEqual(try permissions(file.url), 0o644)
        XCTAssertNil(file.load(), "garbage is no session")
        try file.save(stored())
        XCTAssertEqual(try permissions(file.url), 0o600)
    }

    func testAnAtomicWriteLeavesNoTemporaryFile() throws {
        let directory = try makeTemporaryDirectory()
        let file = SessionFile(origin: origin, directory: directory)
        for index in 0..<5 { try file.save(stored("a\(index)")) }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertEqual(names, [file.url.lastPathComponent])
    }

    func testConcurrentSavesNeverLeaveATornFile() throws {
        let directory = try makeTemporaryDirectory()
        let file = SessionFile(origin: origin, directory: directory)
        let failures = Counter()
        // Tokens of very different lengths, so interleaved writes would show as broken JSON.
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let token = String(repeating: "t", count: index % 2 == 0 ? 8 : 4000) + "\(index)"
            do { try file.save(StoredSession(origin: "o", auth: sampleSession(access: token))) } catch { failures.add() }
        }
        XCTAssertEqual(failures.value, 0, "every save succeeds")
        let loaded = try XCTUnwrap(file.load(), "the file is one whole session")
        XCTAssertTrue(loaded.auth.accessToken.hasPrefix("tttt"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [file.url.lastPathComponent])
    }

    // MARK: SessionStore

    func testTheStoreLoadsSavesUpdatesAndClearsItsFile() throws {
        let file = SessionFile(origin: origin, directory: try makeTemporaryDirectory())
        let store = SessionStore(file: file)
        XCTAssertNil(store.current)
        XCTAssertTrue(store.save(sampleSession(access: "a1", refresh: "r1"), origin: origin))
        XCTAssertEqual(SessionStore(file: file).current?.auth.accessToken, "a1", "a new store resumes the saved session")

        XCTAssertFalse(store.update(tokens: TokenPair(accessToken: "x", refreshToken: "y"), replacing: "not-current"))
        XCTAssertEqual(store.current?.auth.accessToken, "a1")
        XCTAssertTrue(store.update(tokens: TokenPair(accessToken: "a2", refreshToken: "r2"), replacing: "a1"))
        XCTAssertEqual(store.current?.auth.refreshToken, "r2")
        XCTAssertEqual(store.current?.auth.username, "emilys", "the user stays")
        XCTAssertEqual(file.load()?.auth.accessToken, "a2")

        store.clear()
        XCTAssertNil(store.current)
        XCTAssertNil(file.load())
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.url.path))
    }

    func testTheStorePublishesEveryChange() {
        let store = SessionStore(file: nil)
        let seen = Locked<[String?]>([])
        let subscription = store.session.subscribe(onNext: { session in seen.mutate { $0.append(session?.auth.accessToken) } })
        defer { subscription.dispose() }
        store.save(sampleSession(access: "a1"), origin: origin)
        store.update(tokens: TokenPair(accessToken: "a2", refreshToken: "r2"), replacing: "a1")
        store.clear()
        store.clear()
        XCTAssertEqual(seen.value, [nil, "a1", "a2", nil])
    }

    func testSignOutDeletesTheSessionFile() throws {
        let file = SessionFile(origin: testHost.origin, directory: try makeTemporaryDirectory())
        let network = makeStubbedNetwork(scheduler: TestScheduler(), sessionFile: file)
        network.sessionStore.save(sampleSession(), origin: testHost.origin)
        XCTAssertTrue(FileManager.default.fileExists(atPath: file.url.path))
        network.signOut()
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.url.path))
        XCTAssertNil(network.sessionStore.current)
    }
}

/// A session that cannot be written says why, and the store keeps the reason
/// until a save works again (the full disk itself: EndToEndTests/FullDiskTests).
final class SessionSaveFailureTests: XCTestCase {
    func testAStoreRemembersWhyItsLastSaveFailedUntilOneWorks() throws {
        // /proc takes no new directories, whoever runs the test.
        let blocked = SessionStore(file: SessionFile(url: URL(fileURLWithPath: "/proc/courier-session-test/session.json")))
        XCTAssertFalse(blocked.save(sampleSession(access: "a1"), origin: "http://127.0.0.1:8080"))
        let failure = try XCTUnwrap(blocked.lastSaveFailure)
        XCTAssertEqual(failure.path, "/proc/courier-session-test/session.json")
        XCTAssertTrue(failure.description.hasPrefix("the session could not be saved to /proc/courier-session-test/session.json: "))
        XCTAssertEqual(blocked.current?.auth.accessToken, "a1", "the session still works for this run")

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("courier-session-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let working = SessionStore(file: SessionFile(url: directory.appendingPathComponent("session.json")))
        XCTAssertTrue(working.save(sampleSession(access: "a2"), origin: "http://127.0.0.1:8080"))
        XCTAssertNil(working.lastSaveFailure)
    }
}
