import Foundation
import XCTest

/// Runs a built executable of this package and collects what it printed.
struct ProcessRunner {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Where the built products may be: the test bundle's folder (Linux runs
    /// the tests from .build/<triple>/debug) or the folder around it.
    static var productsDirectories: [URL] {
        let bundle = Bundle(for: BundleMarker.self).bundleURL
        return [bundle, bundle.deletingLastPathComponent()]
    }

    static func executable(_ name: String) throws -> URL {
        for directory in productsDirectories {
            let url = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw XCTSkip("\(name) is not built beside the tests; run 'swift build' first")
    }

    /// Runs and waits, killing the process if it outlives `timeout`.
    static func run(
        _ name: String, _ arguments: [String], input: String? = nil,
        environment: [String: String] = [:], timeout: TimeInterval = 30
    ) throws -> Result {
        var merged = ProcessInfo.processInfo.environment
        merged.removeValue(forKey: "COURIER_HOST")
        merged.removeValue(forKey: "COURIER_LOG")
        merged.removeValue(forKey: "COURIER_API")
        merged.removeValue(forKey: "COURIER_TOKEN")
        merged.removeValue(forKey: "COLUMNS")  // a runner's own width would cut the tables a test reads
        for (key, value) in environment { merged[key] = value }
        let result = try Subprocess.run(try executable(name).path, arguments, environment: merged,
                                        input: input.map { Data($0.utf8) } ?? Data(), timeout: timeout)
        return Result(status: result.status,
                      standardOutput: String(decoding: result.standardOutput, as: UTF8.self),
                      standardError: String(decoding: result.standardError, as: UTF8.self))
    }
}

private final class BundleMarker {}
