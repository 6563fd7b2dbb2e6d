import APIDescription
import GoldenTesting
import DummyJSON
import Foundation
import Network
import Reactive
import ReactiveTesting
import StagingServer
import ViewModels
import XCTest
@testable import TUI

/// The app on a buffer terminal, signed in through keys like a person would.
@MainActor
final class AppHarness {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let app: CourierApp
    let terminal: BufferTerminal
    private(set) var quitCount = 0

    /// DummyJSON's compiled registry, or `described` (its description and profile) on the same staging API.
    init(cols: Int, rows: Int = 24, language: MessageLanguage = .english, described: DiscoveredAPI? = nil) {
        let model: AppViewModel
        if let described {
            let parts = DescribedFrames.parts(api: described, scheduler: scheduler)
            model = AppViewModel(network: parts.network, scheduler: scheduler, registry: parts.registry, language: language,
                                 sessions: parts.sessions)
        } else {
            let api = StagingAPI(configuration: StagingAPI.Configuration(tokenSecret: Array(repeating: 7, count: 32)))
            var configuration = NetworkConfiguration.dummyJSON(host: try! APIHost(kind: .demo, baseURL: URL(string: "http://127.0.0.1:4321")!))
            configuration.transport = HandlerTransport(handler: api)
            configuration.scheduler = scheduler
            model = AppViewModel(network: NetworkClient(configuration: configuration), scheduler: scheduler, language: language)
        }
        terminal = BufferTerminal(size: Size(rows: rows, cols: cols))
        var quit: (@MainActor () -> Void)?
        app = CourierApp(terminal: terminal, appViewModel: model, theme: .monochrome, onQuit: { quit?() })
        quit = { [weak self] in self?.quitCount += 1 }
        app.rendersImmediately = true
        app.start()
    }

    func type(_ text: String) {
        for character in text { app.handle(.character(character)) }
    }

    /// Each key, then a second of virtual time for what it asked.
    func press(_ keys: Key...) {
        for key in keys {
            app.handle(key)
            scheduler.advance(by: 1)
        }
    }

    /// On a list of 80×24: the wheel moves three rows, a click selects the
    /// sixth row, and a click on it again opens record 6.
    func wheelThenClickTheSixthRowOpen(file: StaticString = #filePath, line: UInt = #line) {
        app.handle(.mouse(MouseEvent(.wheelDown, row: 10, col: 5)))
        XCTAssertEqual(browseState?.currentList.cursor.selectedIndex, 3, "the wheel moves three rows", file: file, line: line)
        app.handle(.mouse(MouseEvent(.click, row: 3 + 5, col: 5)))
        XCTAssertEqual(browseState?.currentList.cursor.selectedIndex, 5, "a click selects the row under it", file: file, line: line)
        XCTAssertNil(browseState?.detail, file: file, line: line)
        app.handle(.mouse(MouseEvent(.click, row: 3 + 5, col: 5)))
        scheduler.advance(by: 1)
        XCTAssertEqual(browseState?.detail?.request.id, 6, "a click on the selected row opens it", file: file, line: line)
    }

    func signIn(password: String = "emilyspass") {
        type("emilys")
        app.handle(.tab)
        type(password)
        app.handle(.enter)
        scheduler.advance(by: 1)
    }

    var text: String { terminal.lines.joined(separator: "\n") }

    /// The browser's state, when it is on screen.
    var browseState: BrowseState? { app.browseState }
    var lines: [String] { terminal.lines }

    func assertInert(file: StaticString = #filePath, line: UInt = #line) {
        for text in terminal.lines {
            let bad = text.unicodeScalars.filter {
                $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)
                    || (0x2066...0x2069).contains($0.value)
            }
            XCTAssertTrue(bad.isEmpty, "control characters on screen: \(bad.map { String($0.value, radix: 16) })",
                          file: file, line: line)
        }
    }
}
