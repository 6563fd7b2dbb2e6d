import Foundation

/// The `courier-server` command line, parsed into values. The executable
/// stays a thin main.swift: it parses these, prints `usage` on `--help`
/// or a `UsageError`, and starts the engine with `configuration`.
public struct StagingServerOptions: Equatable, Sendable {
    public var port: Int = 8080
    public var bindAddress: String = "127.0.0.1"
    public var seed: UInt64 = StagingAPI.Configuration.defaultSeed
    public var productCount = 194
    public var postCount = 251
    public var userCount = 208
    public var tokenTTL: TimeInterval?
    public var latencyMilliseconds = 0
    public var faultsEnabled = false
    public var quiet = false
    public var showHelp = false

    /// A bad command line, with a message that names the flag and what it wants.
    public enum UsageError: Error, Equatable, CustomStringConvertible {
        case unknownFlag(String)
        case missingValue(flag: String)
        case invalidValue(flag: String, value: String, expected: String)

        public var description: String {
            switch self {
            case .unknownFlag(let flag): "unknown option '\(flag)'"
            case .missingValue(let flag): "option '\(flag)' needs a value"
            case .invalidValue(let flag, let value, let expected): "invalid value '\(value)' for '\(flag)': expected \(expected)"
            }
        }
    }

    public static let usage = """
    usage: courier-server [--port 8080] [--bind 127.0.0.1] [--seed N] [--products N]
                          [--posts N] [--users N] [--token-ttl SECONDS] [--latency MS]
                          [--faults] [--quiet] [--help]

    Serves the DummyJSON contract (shared/API.md) from generated data.
      --port N             TCP port, 0 for any free one (default 8080)
      --bind ADDRESS       address to listen on (default 127.0.0.1)
      --seed N             data seed; the same seed serves the same data (default 1)
      --products N         number of products (default 194)
      --posts N            number of posts (default 251)
      --users N            number of users (default 208)
      --token-ttl SECONDS  access-token lifetime, overriding expiresInMins
      --latency MS         delay added to every response
      --faults             obey the X-Courier-Fault request header
      --quiet              no request log
      --help               show this help
    """

    static let maxCount = 10_000_000

    public init() {}

    /// Parses the arguments after the program name. `--flag value` and
    /// `--flag=value` are both accepted.
    public init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            var flag = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                flag = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst() else { throw .missingValue(flag: flag) }
                return next
            }
            func integer(_ range: ClosedRange<Int>, _ expected: String) throws(UsageError) -> Int {
                let text = try value()
                guard let number = Int(text), range.contains(number) else {
                    throw .invalidValue(flag: flag, value: text, expected: expected)
                }
                return number
            }
            switch flag {
            case "--port": port = try integer(0...65535, "a port from 0 to 65535")
            case "--bind":
                bindAddress = try value()
                if bindAddress.isEmpty { throw .invalidValue(flag: flag, value: bindAddress, expected: "an address") }
            case "--seed":
                let text = try value()
                guard let number = UInt64(text) else { throw .invalidValue(flag: flag, value: text, expected: "a non-negative integer") }
                seed = number
            case "--products": productCount = try integer(0...Self.maxCount, "a count from 0 to \(Self.maxCount)")
            case "--posts": postCount = try integer(0...Self.maxCount, "a count from 0 to \(Self.maxCount)")
            case "--users": userCount = try integer(1...Self.maxCount, "a count from 1 to \(Self.maxCount)")
            case "--token-ttl": tokenTTL = TimeInterval(try integer(1...Int(Int32.max), "a number of seconds above 0"))
            case "--latency": latencyMilliseconds = try integer(0...600_000, "milliseconds from 0 to 600000")
            case "--faults", "--quiet", "--help", "-h":
                if let inlineValue { throw .invalidValue(flag: flag, value: inlineValue, expected: "no value") }
                switch flag {
                case "--faults": faultsEnabled = true
                case "--quiet": quiet = true
                default: showHelp = true
                }
            default: throw .unknownFlag(argument)
            }
        }
    }

    /// The API configuration these options describe.
    public var configuration: StagingAPI.Configuration {
        StagingAPI.Configuration(
            seed: seed, productCount: productCount, postCount: postCount, userCount: userCount,
            tokenTTL: tokenTTL, latencyMilliseconds: latencyMilliseconds, faultsEnabled: faultsEnabled)
    }
}
