import Foundation

/// A courier-server in its own process, built beside this binary: for
/// figures where the server's threads must not share the client's process.
final class ServerProcess {
    let process: Process
    let baseURL: URL

    /// Nil, with a note printed, when courier-server is not built in the same
    /// configuration or does not come up.
    init?(arguments: [String], purpose: String, pin: CPUPin? = nil) {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("courier-server")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            print("  (build courier-server in the same configuration \(purpose))")
            return nil
        }
        process = Process()
        // --quiet: nothing more is written to the pipe after the banner, so it never fills.
        CPUPin.prepare(process, running: binary, ["--port", "0", "--quiet"] + arguments, pin: pin, on: \.serverCPU)
        let errors = Pipe()
        process.standardError = errors
        guard (try? process.run()) != nil else { return nil }
        // "courier-server listening on http://127.0.0.1:PORT (...)"
        var banner = ""
        while !banner.contains("\n") {
            let chunk = errors.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            banner += String(decoding: chunk, as: UTF8.self)
        }
        guard let address = banner.split(separator: " ").first(where: { $0.hasPrefix("http://") }),
              let url = URL(string: String(address)) else {
            process.terminate()
            process.waitUntilExit()
            print("  (courier-server did not start: \(banner))")
            return nil
        }
        baseURL = url
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
    }
}
