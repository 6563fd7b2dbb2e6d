import Foundation
import StagingServer
import XCTest

/// The scriptable subcommands, run as a person's script would run them,
/// against a staging server in this process.
final class CommandLineTests: XCTestCase {
    private var server: StagingServer!
    private var configHome: URL!

    override func setUpWithError() throws {
        server = StagingServer()
        try server.start()
        configHome = FileManager.default.temporaryDirectory.appendingPathComponent("courier-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: configHome, withIntermediateDirectories: true)
    }

    override func tearDown() {
        server.stop()
        try? FileManager.default.removeItem(at: configHome)
    }

    private func courier(_ arguments: [String], input: String? = nil) throws -> ProcessRunner.Result {
        try ProcessRunner.run(
            "courier", ["--host", "test", "--base-url", server.baseURL.absoluteString] + arguments,
            input: input, environment: ["XDG_CONFIG_HOME": configHome.path, "XDG_CACHE_HOME": configHome.appendingPathComponent("cache").path, "LANG": "C.UTF-8"])
    }

    private func signIn() throws {
        let result = try courier(["login", "--username", "emilys"], input: "emilyspass\n")
        XCTAssertEqual(result.status, 0, result.standardError)
    }

    func testSignInWhoamiAndSignOut() throws {
        var result = try courier(["whoami"])
        XCTAssertEqual(result.status, 3, "sign-in needed")
        XCTAssertTrue(result.standardError.contains("not signed in"), result.standardError)

        result = try courier(["login", "--username", "emilys"], input: "emilyspass\n")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("Signed in"), result.standardOutput)
        XCTAssertFalse(result.standardOutput.contains("emilyspass"))

        let files = try FileManager.default.contentsOfDirectory(atPath: configHome.appendingPathComponent("courier").path)
        XCTAssertEqual(files.count, 1, "one saved session: \(files)")
        let sessionPath = configHome.appendingPathComponent("courier").appendingPathComponent(files[0]).path
        let permissions = try FileManager.default.attributesOfItem(atPath: sessionPath)[.posixPermissions] as? Int
        XCTAssertEqual(permissions, 0o600)

        result = try courier(["whoami"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.hasPrefix("emilys (Emily Johnson"), result.standardOutput)

        result = try courier(["logout"])
        XCTAssertEqual(result.status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: sessionPath))
        XCTAssertEqual(try courier(["whoami"]).status, 3)
    }

    func testAWrongPasswordFailsWithTheServersMessage() throws {
        let result = try courier(["login", "--username", "emilys"], input: "wrong\n")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("Invalid credentials"), result.standardError)
    }

    func testGetPrintsAnAlignedTable() throws {
        try signIn()
        let result = try courier(["get", "products", "--limit", "5"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertTrue(lines[0].hasPrefix("ID  Title"), lines[0])
        XCTAssertEqual(lines.filter { !$0.isEmpty }.count, 2 + 5 + 1, result.standardOutput)
        XCTAssertTrue(lines.contains("1–5 of 194"), result.standardOutput)
    }

    func testAPipedTableIsNeverCutAndAWidthCutsItWhereverItGoes() throws {
        try signIn()
        let piped = try courier(["get", "products", "--search", "phone", "--limit", "0"])
        XCTAssertEqual(piped.status, 0, piped.standardError)
        XCTAssertTrue(piped.standardOutput.contains("mobile-accessories"), piped.standardOutput)
        XCTAssertFalse(piped.standardOutput.contains("…"), "no cell is cut in a pipe:\n\(piped.standardOutput)")
        for (arguments, environment, width) in [([], ["COLUMNS": "60"], 60), (["--width", "58"], ["COLUMNS": "200"], 58)] {
            let cut = try ProcessRunner.run(
                "courier", ["--host", "test", "--base-url", server.baseURL.absoluteString, "get", "products", "--search", "phone"] + arguments,
                environment: ["XDG_CONFIG_HOME": configHome.path, "XDG_CACHE_HOME": configHome.appendingPathComponent("cache").path,
                              "LANG": "C.UTF-8"].merging(environment) { _, given in given })
            XCTAssertEqual(cut.status, 0, cut.standardError)
            let lines = cut.standardOutput.split(separator: "\n").map(String.init)
            XCTAssertTrue(lines.allSatisfy { $0.count <= width }, "\(arguments) \(environment):\n\(cut.standardOutput)")
            XCTAssertTrue(cut.standardOutput.contains("…"), "\(arguments) \(environment) cuts the widest cells")
        }
    }

    func testGetAsJSONSearchesAndPages() throws {
        try signIn()
        let result = try courier(["get", "products", "--search", "phone", "--limit", "3", "--json"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let products = object?["products"] as? [[String: Any]]
        XCTAssertEqual(products?.count, 3)
        XCTAssertGreaterThanOrEqual(object?["total"] as? Int ?? 0, 3)
        for product in products ?? [] {
            let text = "\(product["title"] ?? "") \(product["description"] ?? "")".lowercased()
            XCTAssertTrue(text.contains("phone"), text)
        }
    }

    func testGetFiltersAndSortsAsTheRegistrySays() throws {
        try signIn()
        var result = try courier(["get", "products", "--filter", "category=smartphones", "--limit", "3", "--json"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let categories = (object?["products"] as? [[String: Any]])?.compactMap { $0["category"] as? String }
        XCTAssertEqual(categories, ["smartphones", "smartphones", "smartphones"])
        result = try courier(["get", "products", "--sort", "price:desc", "--limit", "5", "--json"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let sorted = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let prices = (sorted?["products"] as? [[String: Any]])?.compactMap { $0["price"] as? Double } ?? []
        XCTAssertEqual(prices.count, 5)
        XCTAssertEqual(prices, prices.sorted(by: >), "most expensive first")
        result = try courier(["get", "quotes", "--filter", "author=Rumi"])
        XCTAssertEqual(result.status, 2, "quotes have no filter")
        XCTAssertTrue(result.standardError.contains("quotes has no filters"), result.standardError)
        result = try courier(["get", "todos", "--filter", "userId=1", "--json"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let todos = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let owners = Set((todos?["todos"] as? [[String: Any]])?.compactMap { $0["userId"] as? Int } ?? [])
        XCTAssertEqual(owners, [1], "a user's todos, through /users/1/todos")
    }

    /// Issue 25, item 1: the command line sorts a search or a filter as the
    /// app does, and refuses a search with a filter for the app's reason.
    func testGetSortsASearchOrAFilterAndRefusesBothTogether() throws {
        try signIn()
        func prices(_ arguments: [String]) throws -> [Double] {
            let result = try courier(["get", "products"] + arguments + ["--json"])
            XCTAssertEqual(result.status, 0, result.standardError)
            let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
            return (object?["products"] as? [[String: Any]])?.compactMap { $0["price"] as? Double } ?? []
        }
        let laptops = try prices(["--filter", "category=laptops", "--sort", "price:desc"])
        XCTAssertGreaterThan(laptops.count, 1)
        XCTAssertEqual(laptops, laptops.sorted(by: >))
        let phones = try prices(["--search", "phone", "--sort", "price"])
        XCTAssertGreaterThan(phones.count, 1)
        XCTAssertEqual(phones, phones.sorted())
        let both = try courier(["get", "products", "--search", "phone", "--filter", "category=laptops"])
        XCTAssertEqual(both.status, 2)
        XCTAssertTrue(both.standardError.contains("Products are searched or filtered, not both"), both.standardError)
    }

    func testAddEditAndDeleteSayWhatTheServerAnsweredAndThatItKeepsNothing() throws {
        try signIn()
        var result = try courier(["add", "todos", "--field", "todo=Water the plants", "--field", "userId=1"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let added = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        XCTAssertEqual(added?["id"] as? Int, 255)
        XCTAssertEqual(added?["todo"] as? String, "Water the plants")
        XCTAssertTrue(result.standardError.contains("Added todo 255. The server does not keep it"), result.standardError)
        result = try courier(["add", "todos"], input: #"{"todo":"Call Mum","userId":5,"completed":true}"#)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains(#""completed" : true"#), result.standardOutput)
        result = try courier(["edit", "users", "--id", "1", "--field", "firstName=Emilia"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains(#""firstName" : "Emilia""#), result.standardOutput)
        XCTAssertFalse(result.standardOutput.contains("password"), "secrets stay out of the answer too")
        result = try courier(["delete", "posts", "--id", "3"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains(#""isDeleted" : true"#), result.standardOutput)
        result = try courier(["edit", "users", "--id", "1", "--field", "email=nope"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("--field email must be an e-mail address"), result.standardError)
        result = try courier(["delete", "todos", "--id", "9999"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("Todo with id '9999' not found"), result.standardError)
    }

    /// The server ignores a falsy value and answers eleven keys: the edit still succeeds, and says what was kept.
    func testAnEditTheServerAnsweredOtherwiseSaysWhatItKeptAndExitsZero() throws {
        try signIn()
        let stored = try JSONSerialization.jsonObject(with: Data(contentsOf: server.baseURL.appendingPathComponent("products/1"))) as? [String: Any]
        let stock = try XCTUnwrap(stored?["stock"] as? Int)
        XCTAssertNotEqual(stock, 0)
        let result = try courier(["edit", "products", "--id", "1", "--field", "stock=0"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains(#""stock" : \#(stock)"#), result.standardOutput)
        XCTAssertTrue(result.standardError.contains("Saved product 1. The server does not keep changes"), result.standardError)
        XCTAssertTrue(result.standardError.contains("The server kept stock \(stock), not 0."), result.standardError)
    }

    func testASearchWithADashSaysHowTheServerReadsIt() throws {
        try signIn()
        let result = try courier(["get", "products", "--search", "long-lasting"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardError.contains(#"The server reads each - as a space: this searches for "long lasting"."#), result.standardError)
        XCTAssertFalse(try courier(["get", "products", "--search", "phone"]).standardError.contains("reads each -"))
    }

    func testGetCanPrintItsRequestAsACurlCommandInsteadOfSendingIt() throws {
        try signIn()
        server.stop()   // had it sent anything, it would fail now
        let result = try courier(["get", "users", "--id", "1", "--curl"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.hasPrefix("curl '\(server.baseURL.absoluteString)/auth/users/1'"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("Authorization: [REDACTED]"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("User-Agent: Courier/"), "the app names itself: \(result.standardOutput)")
    }

    func testGetOneItemAndAnUnknownOne() throws {
        try signIn()
        var result = try courier(["get", "users", "--id", "1"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("emilys"))
        result = try courier(["get", "products", "--id", "99999"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("Product with id '99999' not found"), result.standardError)
    }

    func testHostileStringsNeverReachTheTerminal() throws {
        try signIn()
        for resource in ["products", "posts", "users"] {
            let result = try courier(["get", resource, "--limit", "0"])
            XCTAssertEqual(result.status, 0, result.standardError)
            let controls = result.standardOutput.unicodeScalars.filter {
                ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)
            }
            XCTAssertTrue(controls.isEmpty, "\(resource): \(controls.map { String($0.value, radix: 16) })")
        }
    }

    func testBadUsageExitsTwo() throws {
        for arguments in [["--bogus"], ["get"], ["get", "widgets"], ["frobnicate"], ["--timeout", "zero"]] {
            let result = try courier(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.standardError)")
            XCTAssertTrue(result.standardError.contains("usage: courier"), result.standardError)
            XCTAssertTrue(result.standardError.contains("Run 'courier --help'"), result.standardError)
            XCTAssertFalse(result.standardError.contains("resources for get"), "the synopsis, not the whole help")
        }
        // The host is checked once the flags are read: a wrong one is still a usage error, with the choices.
        let host = try ProcessRunner.run("courier", ["--host", "prod", "whoami"], environment: ["XDG_CONFIG_HOME": configHome.path])
        XCTAssertEqual(host.status, 2, host.standardError)
        XCTAssertTrue(host.standardError.contains("Unknown host 'prod': choose release, test or demo."), host.standardError)
    }

    func testALogThatCannotBeWrittenIsWarnedAboutAndSkipped() throws {
        try signIn()
        let result = try courier(["--log", "/nonexistent/dir/x.log", "get", "products", "--limit", "1"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardError.contains("warning: cannot write the request log /nonexistent/dir/x.log"), result.standardError)
        XCTAssertTrue(result.standardOutput.contains("1–1 of 194"), result.standardOutput)
    }

    func testTheAppWithoutATerminalSaysSo() throws {
        let result = try courier([])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("needs a terminal"), result.standardError)
    }

    /// Issue 25, item 18: a mistake in the command line is reported first,
    /// before the missing terminal that fixing it would still leave.
    func testABadHostIsReportedBeforeTheMissingTerminal() throws {
        let result = try ProcessRunner.run("courier", ["--host", "prod"], environment: ["XDG_CONFIG_HOME": configHome.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("Unknown host 'prod'"), result.standardError)
        XCTAssertFalse(result.standardError.contains("needs a terminal"), result.standardError)
    }

    func testAStoppedServerIsReportedAsUnreachable() throws {
        try signIn()
        server.stop()
        let result = try courier(["get", "posts", "--timeout", "5"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("cannot reach the server"), result.standardError)
    }

    /// `--lang` words the commands' errors too, whatever LANG says (C here).
    func testTheLangFlagWordsTheErrors() throws {
        try signIn()
        server.stop()
        let result = try courier(["--lang", "zh-Hant", "get", "posts", "--timeout", "5"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("無法連線伺服器"), result.standardError)
        XCTAssertEqual(try courier(["--lang", "fr", "get", "posts"]).status, 2)
    }

    /// Issue 25, item 11: errors and usage in the language of `--lang`, else
    /// of `LC_ALL`/`LC_MESSAGES`/`LANG`, whole: no English sentence left in them.
    func testErrorsAndUsageFollowTheLanguage() throws {
        func run(_ arguments: [String], lang: String) throws -> ProcessRunner.Result {
            try ProcessRunner.run("courier", ["--host", "test", "--base-url", server.baseURL.absoluteString] + arguments,
                                  environment: ["XDG_CONFIG_HOME": configHome.path,
                                                "XDG_CACHE_HOME": configHome.appendingPathComponent("cache").path, "LANG": lang])
        }
        var result = try run(["--bogus"], lang: "zh_CN.UTF-8")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("未知选项 '--bogus'"), result.standardError)
        XCTAssertTrue(result.standardError.contains("用法："), "the synopsis too: \(result.standardError)")
        XCTAssertFalse(result.standardError.contains("unknown option"), result.standardError)
        result = try run(["whoami"], lang: "zh_TW.UTF-8")
        XCTAssertEqual(result.status, 3)
        XCTAssertTrue(result.standardError.contains("尚未登入"), result.standardError)
        result = try run(["--lang", "zh-Hans", "get", "widgets"], lang: "C.UTF-8")
        XCTAssertTrue(result.standardError.contains("get 需要以下之一"), "--lang before the mistake: \(result.standardError)")
        result = try run(["get", "widgets", "--lang=zh-Hant"], lang: "C.UTF-8")
        XCTAssertTrue(result.standardError.contains("get 需要以下之一"), "--lang after it: \(result.standardError)")
        let help = try run(["--help"], lang: "zh_TW.UTF-8")
        XCTAssertTrue(help.standardOutput.contains("開啟終端應用程式"), help.standardOutput)
        XCTAssertFalse(help.standardOutput.contains("open the terminal app"), help.standardOutput)

        // A query the cache never saw, with the server gone: the whole line in Chinese.
        try signIn()
        server.stop()
        result = try run(["--lang", "zh-Hans", "get", "posts", "--search", "zzz", "--timeout", "5"], lang: "C.UTF-8")
        XCTAssertEqual(result.status, 1)
        let last = result.standardError.split(separator: "\n").last.map(String.init) ?? ""
        XCTAssertTrue(last.contains("网络异常") && last.contains("此查询没有缓存。"), result.standardError)
        XCTAssertNil(last.replacingOccurrences(of: "courier: ", with: "").range(of: "[A-Za-z]{4,}", options: .regularExpression),
                     "English left: \(last)")
        XCTAssertFalse(result.standardError.contains("Waiting"), "the notices too: \(result.standardError)")
    }

    func testVersionAndHelp() throws {
        let version = try courier(["--version"]).standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(version.first, "courier 0.1.0")
        XCTAssertEqual(version.dropFirst().map { String($0.prefix(while: { $0 != ":" })) },
                       ["commit", "built", "swift", "libcurl", "sqlite", "ncurses"])
        // The libraries as loaded: a version with digits each, never empty.
        for line in version.suffix(3) {
            XCTAssertNotNil(line.range(of: ": +[0-9]+\\.[0-9]+", options: .regularExpression), line)
        }
        let help = try courier(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.standardOutput.contains("--host release|test|demo"))
        let getHelp = try courier(["get", "--help"])
        XCTAssertEqual(getHelp.status, 0, "get's help even with no resource named")
        XCTAssertTrue(getHelp.standardOutput.contains("get options:") && !getHelp.standardOutput.contains("cache verify"))
    }
}
