import Foundation
import TUI
import ViewModels
import XCTest
@testable import CourierCLI

/// Issue 26, item 1: the config file. A file with every key changes what
/// each key says; a file with mistakes names each at its file and line,
/// and everything else in it (and Courier's defaults for the rest) holds.
final class ConfigFileTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("courier-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func load(_ text: String, name: String = "config.yaml") throws -> CourierConfig {
        let file = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return CourierConfig.load(arguments: ["--config", file.path], environment: ["HOME": directory.path])
    }

    private static let everyKey = """
        defaults:
          host: test
          lang: zh-Hans
          theme: mine
          graphics: none
          mouse: false
          color: false
          cache: false
          page-size: 50
          timeout: 12
          refresh: 5
        apis:
          shop:
            description: https://shop.example.com/openapi.json
            host: staging
            hosts:
              staging: http://127.0.0.1:8000
            auth: bearer
        themes:
          mine:
            base: light
            header: blue bold underline
            selection: white on blue
        keys:
          browsing:
            search: ctrl-s
            quit: [q, ctrl-c]
          command-line:
            command-older: [up, ctrl-k]
        aliases:
          pr: products category=smartphones
        views:
          laptops:
            resource: products
            filter: category=laptops
            sort: price desc
        columns:
          products: [title, price]

        """

    func testAFileWithEveryKeyChangesWhatEachSays() throws {
        let config = try load(Self.everyKey)
        XCTAssertEqual(config.problems, [], "\(config.problems)")
        XCTAssertEqual(config.defaultArguments, ["--host", "test", "--lang", "zh-Hans", "--theme", "mine", "--graphics", "none",
                                                 "--no-mouse", "--no-color", "--no-cache", "--page-size", "50", "--timeout", "12"])
        XCTAssertEqual(config.refresh, 5)
        let shop = try XCTUnwrap(config.apis["shop"])
        XCTAssertEqual(shop.source, "https://shop.example.com/openapi.json")
        XCTAssertEqual(shop.host, "staging")
        XCTAssertEqual(shop.hosts.map(\.name), ["staging"])
        XCTAssertEqual(shop.hosts.first?.url.absoluteString, "http://127.0.0.1:8000")
        XCTAssertEqual(shop.signIn, .bearer)
        let mine = try XCTUnwrap(config.themes["mine"])
        XCTAssertEqual(mine.base, .light)
        XCTAssertEqual(mine.styles[.header], Style(foreground: .blue, attributes: [.bold, .underline]))
        XCTAssertEqual(mine.styles[.selection], Style(foreground: .white, background: .blue))

        let (settings, problems) = config.browseSettings(registry: .standard)
        XCTAssertEqual(problems, [], "\(problems)")
        XCTAssertEqual(settings.keys["browsing"]["search"], ["ctrl-s"])
        XCTAssertEqual(settings.keys["browsing"]["quit"], ["q", "ctrl-c"])
        XCTAssertEqual(settings.keys["command-line"]["command-older"], ["up", "ctrl-k"])
        XCTAssertEqual(settings.aliases, ["pr": "products category=smartphones"])
        let laptops = try XCTUnwrap(settings.views["laptops"])
        XCTAssertEqual(laptops.resource, "products")
        XCTAssertEqual(laptops.filter?.value, "laptops")
        XCTAssertEqual(laptops.sort?.field, "price")
        XCTAssertEqual(settings.columns["products"], ["title", "price"])
    }

    /// The file's refresh is for every host but release; `--refresh` is for any, and 0 turns it off.
    @MainActor
    func testTheFilesRefreshIsNeverTheReleaseHosts() throws {
        let config = try load("defaults:\n  refresh: 5\n")
        @MainActor func interval(_ arguments: [String], release: Bool) throws -> Int? {
            AppLauncher.browseSettings(try CourierOptions(arguments: arguments), config: config, registry: .standard,
                                       isRelease: release, memory: BrowseMemory(), presenter: .english).refreshInterval
        }
        XCTAssertEqual(try interval([], release: false), 5)
        XCTAssertNil(try interval([], release: true))
        XCTAssertEqual(try interval(["--refresh", "2"], release: true), 2)
        XCTAssertNil(try interval(["--refresh", "0"], release: false))
    }

    func testTheCommandLineWinsOverTheDefaults() throws {
        let config = try load(Self.everyKey)
        let options = try CourierOptions(arguments: config.arguments(["--host", "demo", "--lang", "en"]), themes: ["mine"])
        XCTAssertEqual(options.host, "demo")
        XCTAssertEqual(options.language?.tag, "en")
        XCTAssertEqual(options.pageSize, 50, "what the command line leaves alone, the file says")
        XCTAssertTrue(options.noMouse)
    }

    func testMistakesAreNamedAtTheirLineAndTheRestHolds() throws {
        let config = try load("""
            defaults:
              page-size: 50
              bogus: 1
              host: nowhere
              refresh: forever
            themes:
              mine:
                header: purple-ish
            keys:
              browsing:
                search: ctrl-s
                nothing: x
                quit: j
              sideways: {}
            aliases:
              pr: products category=smartphones
              sort: products
            colour-scheme: dark

            """)
        let path = directory.appendingPathComponent("config.yaml").path
        let (settings, browseProblems) = config.browseSettings(registry: .standard)
        let problems = config.problems + browseProblems
        let lines = problems.map(\.line)
        for line in [3, 4, 5, 8, 12, 13, 14, 17, 18] {
            XCTAssertTrue(lines.contains(line), "a problem at line \(line): \(problems)")
        }
        XCTAssertTrue(problems.allSatisfy { $0.file == path })
        XCTAssertTrue(problems.contains { $0.description.hasPrefix("\(path):3: ") && $0.description.contains("bogus") })
        XCTAssertTrue(problems.contains { $0.line == 13 && $0.description.contains("move-down") },
                      "j is move-down's key: quit keeps its own: \(problems)")
        // What was right still holds.
        XCTAssertEqual(config.defaultArguments, ["--page-size", "50"])
        XCTAssertNil(config.refresh)
        XCTAssertEqual(settings.keys["browsing"], ["search": ["ctrl-s"]])
        XCTAssertEqual(settings.aliases, ["pr": "products category=smartphones"])
    }

    func testAFileThatIsNotYAMLIsOneProblemAndTheDefaultsStand() throws {
        let config = try load("defaults:\n  host: test\n  lang: [en\n")
        XCTAssertEqual(config.problems.count, 1)
        XCTAssertNotNil(config.problems.first?.line)
        XCTAssertTrue(config.problems[0].description.contains("defaults are used"), config.problems[0].description)
        XCTAssertEqual(config.defaultArguments, [])
        XCTAssertEqual(config.browseSettings(registry: .standard).settings, BrowseSettings())
    }

    func testNoFileIsNoProblemUnlessOneWasNamed() {
        let home = directory.path
        let unnamed = CourierConfig.load(arguments: [], environment: ["HOME": home, "XDG_CONFIG_HOME": home + "/xdg"])
        XCTAssertEqual(unnamed.location.path, home + "/xdg/courier/config.yaml")
        XCTAssertEqual(unnamed.problems, [])
        let named = CourierConfig.load(arguments: ["--config", home + "/missing.yaml"], environment: ["HOME": home])
        XCTAssertEqual(named.problems.count, 1)
        XCTAssertTrue(named.problems[0].description.contains("no such file"), named.problems[0].description)
    }

    /// `courier doctor` names the file, and warns when any of it went unused, keys included.
    func testTheDoctorSaysWhetherTheFileHasProblems() throws {
        let home = directory.path
        let none = DoctorChecks.configFile(CourierConfig.load(arguments: [], environment: ["HOME": home]), registry: .standard)
        XCTAssertEqual(none.verdict, .good)
        XCTAssertEqual(DoctorChecks.configFile(try load("defaults:\n  host: test\n"), registry: .standard).verdict, .good)
        let keys = DoctorChecks.configFile(try load("keys:\n  browsing:\n    fly: x\n"), registry: .standard)
        XCTAssertEqual(keys.verdict, .warning, "a key remap is read against the resources too")
        XCTAssertNotNil(keys.fix)
    }

    /// The README's example is a file Courier reads without a problem.
    func testTheReadmesExampleHasNoProblem() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: "```yaml\n"))
        let end = try XCTUnwrap(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let config = try load(String(text[start.upperBound..<end.lowerBound]))
        XCTAssertEqual(config.problems, [])
        XCTAssertEqual(config.browseSettings(registry: .standard).problems, [])
        XCTAssertNotNil(config.themes["solarized"])
        XCTAssertNotNil(config.apis["shop"])
    }

    func testAServerStringInTheFileNeverReachesTheTerminalRaw() throws {
        let config = try load("defaults:\n  \"bad\\e[31mkey\": 1\n")
        XCTAssertEqual(config.problems.count, 1)
        XCTAssertFalse(config.problems[0].description.contains("\u{1B}"), config.problems[0].description)
    }
}
