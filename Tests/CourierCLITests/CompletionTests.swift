import Foundation
import ViewModels
import XCTest
@testable import CourierCLI

/// `courier completion bash|zsh|fish`, `courier help COMMAND` and
/// `courier COMMAND --help`: their words come from the tables `--help` prints.
final class CompletionTests: XCTestCase {
    func testTheWordsAreTheHelpsOwn() {
        let words = CompletionWords(registry: .standard)
        XCTAssertEqual(words.subcommands, ["login", "logout", "whoami", "get", "add", "edit", "delete", "cache", "config", "completion", "doctor", "manpage", "help",
                                           "describe"])
        XCTAssertEqual(words.subcommandChoices["get"], ResourceRegistry.standard.ids)
        XCTAssertEqual(words.subcommandChoices["cache"], ["clear", "stats", "verify"])
        XCTAssertEqual(words.flagChoices["--host"], ["release", "test", "demo"])
        XCTAssertEqual(words.flagChoices["--output"], ["table", "csv", "json", "jsonl"])
        for option in CourierOptions.options + CourierOptions.getOptions {
            let flag = String(option.flags.split(separator: " ")[0])
            XCTAssertTrue(words.flags.contains(flag), "\(flag) is in --help but not completed")
        }
        XCTAssertTrue(words.fileFlags.contains("--cache-dir"))
        XCTAssertTrue(words.fileFlags.contains("--config"))
        XCTAssertEqual(words.subcommandChoices["config"], ["path", "show", "check"])
    }

    /// The config file's named APIs follow `--api` (files still do), its own themes `--theme`.
    func testTheConfigFilesNamesAreCompleted() throws {
        let words = CompletionWords(registry: .standard, apis: ["petstore", "bad name"], themes: ["solar"])
        XCTAssertEqual(words.fileFlagNames["--api"], ["petstore"], "a name a shell would split is left out")
        XCTAssertEqual(words.flagChoices["--theme"]?.last, "solar")
        guard FileManager.default.isExecutableFile(atPath: "/bin/bash") else { throw XCTSkip("no bash") }
        let script = CompletionScript.text(for: .bash, registry: .standard, apis: ["petstore"], themes: ["solar"])
        let probe = """
        source /dev/stdin <<'COURIER'
        \(script)
        COURIER
        complete_line() { COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMPREPLY=(); _courier; echo "${COMPREPLY[*]}"; }
        complete_line courier --api pet
        complete_line courier --theme so
        """
        let lines = try run(["/bin/bash", "--norc", "--noprofile", "-c", probe]).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines, ["petstore", "solar"])
        let fish = CompletionScript.text(for: .fish, registry: .standard, apis: ["petstore"])
        XCTAssertTrue(fish.contains("complete -c courier -l api -r -F -a 'petstore'"), fish)
    }

    func testAResourceNameAShellWouldRunIsLeftOut() {
        XCTAssertTrue(CompletionWords.isPlain("todos"))
        XCTAssertFalse(CompletionWords.isPlain("x$(touch /tmp/owned)"))
        XCTAssertFalse(CompletionWords.isPlain("a b"))
    }

    /// bash sources the script, `complete -p` names the function, and `compgen`-driven
    /// completion offers the resources after `get` and the hosts after `--host`.
    func testBashSourcesItAndCompletesResources() throws {
        guard FileManager.default.isExecutableFile(atPath: "/bin/bash") else { throw XCTSkip("no bash") }
        let script = CompletionScript.text(for: .bash, registry: .standard)
        let probe = """
        source /dev/stdin <<'COURIER'
        \(script)
        COURIER
        complete -p courier
        complete_line() { COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMPREPLY=(); _courier; echo "${COMPREPLY[*]}"; }
        complete_line courier get pro
        complete_line courier --host ""
        complete_line courier ca
        complete_line courier cache ""
        complete_line courier get products --out
        """
        let lines = try run(["/bin/bash", "--norc", "--noprofile", "-c", probe]).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines, ["complete -F _courier courier", "products", "release test demo", "cache", "clear stats verify", "--output"])
    }

    func testZshAndFishScriptsNameTheSameWords() {
        let zsh = CompletionScript.text(for: .zsh, registry: .standard)
        XCTAssertTrue(zsh.contains("bashcompinit") && zsh.contains("complete -F _courier courier"))
        let fish = CompletionScript.text(for: .fish, registry: .standard)
        XCTAssertTrue(fish.contains("complete -c courier -n '__fish_seen_subcommand_from get' -a '\(ResourceRegistry.standard.ids.joined(separator: " "))'"), fish)
        XCTAssertTrue(fish.contains("complete -c courier -l host -x -a 'release test demo'"), fish)
    }

    func testEachCommandHasItsOwnHelp() throws {
        let get = try XCTUnwrap(CourierOptions.usage(of: "get"))
        XCTAssertTrue(get.contains("get options:") && get.contains("--output FORMAT") && get.contains("  products"), get)
        XCTAssertFalse(get.contains("login [--username U]"), "only get's lines")
        let cache = try XCTUnwrap(CourierOptions.usage(of: "cache"))
        XCTAssertTrue(cache.contains("cache clear|stats") && cache.contains("cache verify") && !cache.contains("get options:"), cache)
        XCTAssertNil(CourierOptions.usage(of: "frobnicate"))
        XCTAssertEqual(CourierOptions.usage(of: nil), CourierOptions.usage())
        guard case .help("get") = try CourierOptions(arguments: ["help", "get"]).subcommand else { return XCTFail("help get") }
        guard case .completion(.fish) = try CourierOptions(arguments: ["completion", "fish"]).subcommand else { return XCTFail("fish") }
        XCTAssertThrowsError(try CourierOptions(arguments: ["completion", "tcsh"]))
    }

    private func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return String(decoding: data, as: UTF8.self)
    }
}
