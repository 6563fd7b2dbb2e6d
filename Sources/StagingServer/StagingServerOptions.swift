import Foundation

/// The `courier-server` command line, parsed into values. The executable
/// stays a thin main.swift: it parses these, prints `usage` on `--help`
/// or a `UsageError`, and starts the engine with `configuration`.
package struct StagingServerOptions: Equatable, Sendable {
    package var port: Int = 8080
    package var bindAddress: String = "127.0.0.1"
    package var seed: UInt64 = StagingAPI.Configuration.defaultSeed
    /// Records per collection by name, each collection's default unless its `--<name>` flag says otherwise.
    package var counts: [String: Int]
    /// The collections' names in table order, for `countSummary`.
    private var collectionNames: [String]
    package var tokenTTL: TimeInterval?
    /// `--token-secret`: the HMAC key's text; nil derives one from the seed.
    package var tokenSecret: String?
    package var latencyMilliseconds = 0
    package var maxConnections = HTTPServer.Configuration.defaultMaxConnections
    /// Event-loop threads; every connection runs on one of them.
    package var threads = HTTPServer.Configuration.defaultWorkerThreads
    package var faultsEnabled = false
    package var quiet = false
    package var showHelp = false
    /// `--openapi`: print the OpenAPI document and exit.
    package var printOpenAPI = false

    /// A bad command line, with a message that names the flag and what it wants.
    package enum UsageError: Error, Equatable, CustomStringConvertible {
        case unknownFlag(String)
        case missingValue(flag: String)
        case invalidValue(flag: String, value: String, expected: String)

        package var description: String {
            switch self {
            case .unknownFlag(let flag): "unknown option '\(flag)'"
            case .missingValue(let flag): "option '\(flag)' needs a value"
            case .invalidValue(let flag, let value, let expected): "invalid value '\(value)' for '\(flag)': expected \(expected)"
            }
        }
    }

    static let maxCount = 10_000_000

    package init() {
        self.init(collections: StagingCollections.standard)
    }

    init(collections: [any StagingCollection.Type]) {
        counts = Dictionary(collections.map { ($0.name, $0.defaultCount) }, uniquingKeysWith: { first, _ in first })
        collectionNames = collections.map { $0.name }
    }

    /// Parses the arguments after the program name. `--flag value` and
    /// `--flag=value` are both accepted.
    package init(arguments: [String]) throws(UsageError) {
        try self.init(arguments: arguments, collections: StagingCollections.standard)
    }

    init(arguments: [String], collections: [any StagingCollection.Type]) throws(UsageError) {
        self.init(collections: collections)
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
            case "--token-secret":
                let text = try value()
                if text.isEmpty { throw .invalidValue(flag: flag, value: text, expected: "a non-empty secret") }
                tokenSecret = text
            case "--token-ttl": tokenTTL = TimeInterval(try integer(1...Int(Int32.max), "a number of seconds above 0"))
            case "--latency": latencyMilliseconds = try integer(0...600_000, "milliseconds from 0 to 600000")
            case "--max-connections": maxConnections = try integer(1...1_000_000, "a number from 1 to 1000000")
            case "--threads": threads = try integer(1...256, "a number from 1 to 256")
            case "--faults", "--quiet", "--openapi", "--help", "-h":
                if let inlineValue { throw .invalidValue(flag: flag, value: inlineValue, expected: "no value") }
                switch flag {
                case "--faults": faultsEnabled = true
                case "--quiet": quiet = true
                case "--openapi": printOpenAPI = true
                default: showHelp = true
                }
            default:
                guard let collection = collections.first(where: { "--\($0.name)" == flag }) else { throw .unknownFlag(argument) }
                let least = collection.minimumCount
                counts[collection.name] = try integer(least...Self.maxCount, "a count from \(least) to \(Self.maxCount)")
            }
        }
    }

    /// The API configuration these options describe.
    package var configuration: StagingAPI.Configuration {
        StagingAPI.Configuration(
            seed: seed, counts: counts, tokenTTL: tokenTTL, latencyMilliseconds: latencyMilliseconds, faultsEnabled: faultsEnabled,
            tokenSecret: tokenSecret.map { Array($0.utf8) })
    }

    /// The engine's configuration these options describe; `log` gets one record per answer.
    package func serverConfiguration(log: (@Sendable (HTTPLogRecord) -> Void)?) -> HTTPServer.Configuration {
        var configuration = HTTPServer.Configuration.default
        configuration.bindAddress = bindAddress
        configuration.port = port
        configuration.maxConnections = maxConnections
        configuration.workerThreads = threads
        configuration.log = log
        return configuration
    }

    /// `194 products, 251 posts, 208 users`, for the startup line.
    package var countSummary: String {
        collectionNames.map { "\(count(of: $0)) \($0)" }.joined(separator: ", ")
    }
}

extension StagingServerOptions {
    package static var usage: String { usage(for: StagingCollections.standard) }

    /// One `--<name> N` per collection, in table order.
    static func usage(for collections: [any StagingCollection.Type]) -> String {
        let synopsis = ["[--port 8080]", "[--bind 127.0.0.1]", "[--seed N]"] + collections.map { "[--\($0.name) N]" }
            + ["[--token-ttl SECONDS]", "[--token-secret TEXT]", "[--latency MS]", "[--max-connections N]", "[--threads N]", "[--faults]", "[--quiet]", "[--openapi]", "[--help]"]
        let counts = collections.map { flagLine("--\($0.name) N", "number of \($0.name) (default \($0.defaultCount))") }
        return """
        \(wrapped(synopsis, after: "usage: courier-server "))

        Serves the DummyJSON contract (docs/API.md in Courier) from generated data.
          --port N             TCP port, 0 for any free one (default 8080)
          --bind ADDRESS       address to listen on (default 127.0.0.1)
          --seed N             data seed; the same seed serves the same data (default 1)
        \(counts.joined(separator: "\n"))
          --token-ttl SECONDS  access-token lifetime, overriding expiresInMins
          --token-secret TEXT  key that signs tokens (default: derived from the seed)
          --latency MS         delay added to every response
          --max-connections N  most open connections; more are answered 503 (default \(HTTPServer.Configuration.defaultMaxConnections))
          --threads N          event-loop threads (default \(HTTPServer.Configuration.defaultWorkerThreads): one per core, at least two)
          --faults             obey the X-Courier-Fault request header
          --quiet              no request log
          --openapi            print the OpenAPI 3.1 document of what it serves (GET /openapi.json) and exit
          --help               show this help
        """
    }

    private static func flagLine(_ flag: String, _ help: String) -> String {
        "  " + flag.padding(toLength: 21, withPad: " ", startingAt: 0) + help
    }

    /// Words after `lead`, in lines of at most `width` columns (82 is what
    /// the hand-written synopsis used), continued under the first word.
    private static func wrapped(_ words: [String], after lead: String, width: Int = 82) -> String {
        var lines: [String] = []
        var line = ""
        for word in words {
            if !line.isEmpty, lead.count + line.count + 1 + word.count > width {
                lines.append(line)
                line = word
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        lines.append(line)
        return lead + lines.joined(separator: "\n" + String(repeating: " ", count: lead.count))
    }
}
