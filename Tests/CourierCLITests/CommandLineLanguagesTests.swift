import Foundation
import TUI
import ViewModels
import XCTest
@testable import CourierCLI

/// Issue 25, item 11 on the command line: every usage error and the help
/// are in the language of `--lang` or the locale, whole — no English left
/// in a Chinese line but what is typed (flags, ids, values).
final class CommandLineLanguagesTests: XCTestCase {
    private static let chinese: [MessageLanguage] = [.simplifiedChinese, .traditionalChinese]

    /// Argument lists that each end in a different usage error.
    static let mistakes: [[String]] = [
        ["--bogus"], ["frobnicate"], ["--timeout"], ["--timeout", "zero"], ["--graphics", "oil"], ["--lang", "fr"],
        ["--cache-dir", ""], ["--cache-size", "0"], ["get", "--filter", "x"], ["get", "--sort", "a:b"], ["--field", "x"],
        ["--username", "u"], ["login", "extra"], ["whoami", "extra"], ["cache"], ["--no-cache", "cache", "clear"],
        ["get"], ["add"], ["add", "todos", "--id", "1"], ["edit", "todos"], ["delete", "todos"],
        ["delete", "todos", "--id", "1", "--field", "a=b"], ["whoami", "--field", "a=b"], ["--json", "whoami"], ["completion", "tcsh"], ["help", "get", "add"], ["get", "--output", "xml"],
        ["login", "--username", "u", "--json"], ["add", "quotes", "--field", "a=b"], ["edit", "quotes", "--id", "1"],
        ["delete", "quotes", "--id", "1"], ["add", "todos", "--field", "colour=red"], ["add", "todos", "--field", "todo=x"],
        ["add", "todos", "--field", "todo=x", "--field", "userId=five"], ["edit", "products", "--id", "1", "--field", "price=-5"],
        ["edit", "users", "--id", "1", "--field", "email=nope"], ["edit", "users", "--id", "1", "--field", "firstName="],
        ["get", "quotes", "--search", "a"], ["get", "quotes", "--filter", "a=b"], ["get", "products", "--filter", "colour=red"],
        ["get", "todos", "--filter", "userId=abc"], ["get", "quotes", "--sort", "id"], ["get", "products", "--sort", "weight"],
        ["get", "products", "--search", "x", "--filter", "category=beauty"], ["get", "products", "--id", "3", "--search", "x"],
        ["get", "products", "--limit", "2000"], ["--unix-socket="], ["--pinnedpubkey", "AAAA"], ["--tls-min", "1.4"],
        ["--cacert", "/nonexistent/ca.pem"], ["--key", #filePath],
    ]

    private func error(_ arguments: [String]) -> CourierOptions.UsageError? {
        do {
            _ = try CourierOptions(arguments: arguments)
            return nil
        } catch {
            return error
        }
    }

    func testEveryUsageErrorIsSaidInEachLanguage() {
        var seen = Set<String>()
        for arguments in Self.mistakes {
            guard let error = error(arguments) else { XCTFail("\(arguments) was taken"); continue }
            seen.insert(error.description)
            for language in Self.chinese {
                let words = ErrorPresenter(language: language).text(error.message)
                XCTAssertNotEqual(words, error.description, "\(arguments): untranslated in \(language): \(words)")
                Self.assertNoEnglishLeft(words, "\(arguments) in \(language)")
            }
        }
        XCTAssertGreaterThanOrEqual(seen.count, Self.mistakes.count - 2, "the list reaches nearly as many messages as arguments")
    }

    func testTheHelpAndTheSynopsisAreInEachLanguage() {
        for language in Self.chinese {
            let presenter = ErrorPresenter(language: language)
            let help = CourierOptions.usage(presenter: presenter)
            XCTAssertTrue(help.contains("--lang en|zh-Hans|zh-Hant"), "the flags stay as typed")
            for line in help.split(separator: "\n") {
                XCTAssertLessThanOrEqual(String(line).displayWidth, CourierOptions.helpWidth, "\(language): \(line)")
                Self.assertNoEnglishLeft(String(line), "help in \(language)")
            }
            XCTAssertTrue(help.hasPrefix(CourierOptions.synopsis(presenter)))
        }
        XCTAssertTrue(CourierOptions.usage().contains("open the terminal app"), "English stays English")
    }

    func testTheLanguageIsKnownBeforeTheArgumentsParse() {
        XCTAssertEqual(CourierOptions.language(in: ["--bogus", "--lang", "zh-Hant"]), .traditionalChinese)
        XCTAssertEqual(CourierOptions.language(in: ["--lang=zh-Hans", "get"]), .simplifiedChinese)
        XCTAssertNil(CourierOptions.language(in: ["--lang", "fr"]), "an unknown one falls back to the locale")
        XCTAssertNil(CourierOptions.language(in: ["get", "products"]))
    }

    /// Words a Chinese line may keep in Latin letters: what is typed, names
    /// of programs, protocols and variables, and the values in the messages.
    static let kept: Set<String> = [
        "courier", "RESOURCE", "FIELD", "NAME", "VALUE", "URL", "SECONDS", "FILE", "DIR", "JSON", "DummyJSON", "REST", "API",
        "options", "login", "logout", "whoami", "get", "add", "edit", "delete", "cache", "clear", "stats", "verify",
        "release", "test", "demo", "https", "http", "dummyjson", "com", "asc", "desc", "stdin", "curl", "kitty", "tmux", "screen",
        "sixel", "truecolor", "auto", "none", "COLORTERM", "TERM", "dumb", "NO_COLOR", "COLUMNS", "COURIER_HOST", "COURIER_LOG",
        "COURIER_DEMO_PORT", "XDG_CACHE_HOME", "COLOR", "LC_ALL", "LC_MESSAGES", "LANG", "English", "Courier", "server", "smartphones",
        "category", "bit", "exit", "red", "colour", "userId", "todo", "email", "nope", "firstName", "price", "weight", "five",
        "abc", "oil", "zero", "bogus", "frobnicate", "extra", "beauty", "quotes", "todos", "products", "users", "posts", "carts",
        "recipes", "comments", "title", "rating", "stock", "new", "xterm", "SOURCE", "describe", "OpenAPI", "YAML",
        "COURIER_API", "COURIER_PROFILE", "COLORFGBG", "dark", "light", "theme", "profile",
        "config", "yaml", "path", "show", "check", "contrast", "high", "monochrome", "COURIER_CONFIG", "XDG_CONFIG_HOME",
        "FORMAT", "csv", "json", "jsonl", "table", "export", "source", "completion", "manpage", "doctor", "bash", "zsh", "fish", "COMMAND", "help",
        "PEM", "KEY", "sha", "BASE", "TLS", "TCP", "Unix", "PATH", "libcurl", "urlSession", "TRANSPORT", "nonexistent",
        "AAAA",
    ]

    /// The registry's own names: resource ids, filters, sort fields, field keys.
    static let names: Set<String> = {
        var names = Set<String>()
        for resource in ResourceRegistry.standard.resources {
            names.insert(resource.id)
            for filter in resource.filters { names.formUnion(filter.name.split(separator: ".").map(String.init)) }
            names.formUnion(resource.sortFields)
            names.formUnion((resource.editableFields + resource.newFields).map(\.key))
        }
        return names
    }()

    /// Fails where a run of three or more Latin letters is left that is not one of `kept`.
    static func assertNoEnglishLeft(_ text: String, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        var stripped = text
        for pattern in ["--[A-Za-z-]+", "\\$[A-Z_]+", "'[^']*'", "“[^”]*”", "「[^」]*」", "~/[^ )]*", "https?://[^ )]*",
                        "courier-server", "\\{[^}]*\\}", "zh-Han[st]", "name@host", "[A-Za-z]+\\|[A-Za-z|0-9-]+"] {
            stripped = stripped.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
        }
        let words = stripped.split { !$0.isASCII || !$0.isLetter }.map(String.init).filter { $0.count >= 3 }
        let english = words.filter { !kept.contains($0) && !kept.contains($0.lowercased()) && !names.contains($0) }
        XCTAssertTrue(english.isEmpty, "\(what) keeps English \(english): \(text)", file: file, line: line)
    }
}
