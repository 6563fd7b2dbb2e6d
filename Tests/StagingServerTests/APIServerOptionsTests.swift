import Foundation
import XCTest
@testable import StagingServer

final class APIServerOptionsTests: XCTestCase {
    func testDefaults() throws {
        let options = try StagingServerOptions(arguments: [])
        XCTAssertEqual(options, StagingServerOptions())
        XCTAssertEqual(options.port, 8080)
        XCTAssertEqual(options.bindAddress, "127.0.0.1")
        XCTAssertEqual(options.count(of: "products"), 194)
        XCTAssertEqual(options.count(of: "posts"), 251)
        XCTAssertEqual(options.count(of: "users"), 208)
        XCTAssertNil(options.tokenTTL)
        XCTAssertFalse(options.faultsEnabled)
        XCTAssertFalse(options.quiet)
        XCTAssertFalse(options.showHelp)
    }

    func testEveryFlag() throws {
        let options = try StagingServerOptions(arguments: [
            "--port", "0", "--bind", "0.0.0.0", "--seed", "42", "--products", "100000", "--posts", "5",
            "--users", "7", "--token-ttl", "30", "--latency", "250", "--max-connections", "64", "--token-secret", "k", "--faults", "--quiet", "--help",
            "--threads", "3",
        ])
        XCTAssertEqual(options.port, 0)
        XCTAssertEqual(options.bindAddress, "0.0.0.0")
        XCTAssertEqual(options.seed, 42)
        XCTAssertEqual(options.count(of: "products"), 100_000)
        XCTAssertEqual(options.count(of: "posts"), 5)
        XCTAssertEqual(options.count(of: "users"), 7)
        XCTAssertEqual(options.tokenTTL, 30)
        XCTAssertEqual(options.latencyMilliseconds, 250)
        XCTAssertEqual(options.maxConnections, 64)
        XCTAssertEqual(options.tokenSecret, "k")
        XCTAssertEqual(options.configuration.tokenSecret, [UInt8(ascii: "k")])
        XCTAssertEqual(options.serverConfiguration(log: nil).maxConnections, 64)
        XCTAssertEqual(options.serverConfiguration(log: nil).workerThreads, 3)
        XCTAssertEqual(options.serverConfiguration(log: nil).bindAddress, "0.0.0.0")
        XCTAssertTrue(options.faultsEnabled)
        XCTAssertTrue(options.quiet)
        XCTAssertTrue(options.showHelp)
        let configuration = options.configuration
        XCTAssertEqual(configuration.seed, 42)
        XCTAssertEqual(configuration.count(of: "products"), 100_000)
        XCTAssertEqual(configuration.tokenTTL, 30)
        XCTAssertEqual(configuration.latencyMilliseconds, 250)
        XCTAssertTrue(configuration.faultsEnabled)
    }

    func testEqualsFormIsAccepted() throws {
        let options = try StagingServerOptions(arguments: ["--port=9000", "--seed=7"])
        XCTAssertEqual(options.port, 9000)
        XCTAssertEqual(options.seed, 7)
    }

    func testBadInputIsAUsageError() {
        let cases: [([String], StagingServerOptions.UsageError)] = [
            (["--verbose"], .unknownFlag("--verbose")),
            (["8080"], .unknownFlag("8080")),
            (["--port"], .missingValue(flag: "--port")),
            (["--port", "http"], .invalidValue(flag: "--port", value: "http", expected: "a port from 0 to 65535")),
            (["--port", "70000"], .invalidValue(flag: "--port", value: "70000", expected: "a port from 0 to 65535")),
            (["--seed", "-1"], .invalidValue(flag: "--seed", value: "-1", expected: "a non-negative integer")),
            (["--products", "-5"], .invalidValue(flag: "--products", value: "-5", expected: "a count from 0 to 10000000")),
            (["--users", "0"], .invalidValue(flag: "--users", value: "0", expected: "a count from 1 to 10000000")),
            (["--token-ttl", "0"], .invalidValue(flag: "--token-ttl", value: "0", expected: "a number of seconds above 0")),
            (["--faults=yes"], .invalidValue(flag: "--faults", value: "yes", expected: "no value")),
            (["--token-secret", ""], .invalidValue(flag: "--token-secret", value: "", expected: "a non-empty secret")),
            (["--max-connections", "0"], .invalidValue(flag: "--max-connections", value: "0", expected: "a number from 1 to 1000000")),
        ]
        for (arguments, expected) in cases {
            XCTAssertThrowsError(try StagingServerOptions(arguments: arguments), "\(arguments)") { error in
                XCTAssertEqual(error as? StagingServerOptions.UsageError, expected)
            }
        }
        XCTAssertEqual(
            StagingServerOptions.UsageError.missingValue(flag: "--port").description, "option '--port' needs a value")
    }

    func testUsageMentionsEveryFlag() {
        for flag in ["--port", "--bind", "--seed", "--products", "--posts", "--users", "--token-ttl", "--latency", "--max-connections", "--token-secret",
                     "--threads", "--faults", "--quiet", "--help"] {
            XCTAssertTrue(StagingServerOptions.usage.contains(flag), flag)
        }
    }
}
