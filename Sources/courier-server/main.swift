import Dispatch
import Foundation
import StagingServer

/// courier-server: the staging server on the DummyJSON contract, for tests
/// and for running Courier against a host you control.
enum CourierServerCommand {
    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    static func run(_ arguments: [String]) -> Never {
        let options: StagingServerOptions
        do {
            options = try StagingServerOptions(arguments: arguments)
        } catch {
            printError("courier-server: \(error)\n\n\(StagingServerOptions.usage)")
            exit(2)
        }
        if options.showHelp {
            print(StagingServerOptions.usage)
            exit(0)
        }
        if options.printOpenAPI {
            print(StagingAPI.openAPIDocument())
            exit(0)
        }
        // Started from the main queue, once dispatchMain() has run: the main
        // thread's exit there creates a descriptor for the main queue, and a
        // flood of clients at a low `ulimit -n` could take the last one first,
        // which libdispatch answers by aborting the process.
        DispatchQueue.main.async { serve(options) }
        dispatchMain()
    }

    static func serve(_ options: StagingServerOptions) {
        var log: (@Sendable (HTTPLogRecord) -> Void)?
        if !options.quiet {
            log = { record in CourierServerCommand.printError(record.line) }
        }
        let server = StagingServer(api: options.configuration, http: options.serverConfiguration(log: log))
        // Before listening: a signal source needs a descriptor too, and
        // clients could take the last one as soon as the port is open.
        stopGracefully(server, on: [SIGINT, SIGTERM]) // whose sources keep `server` alive
        do {
            try server.start()
        } catch {
            printError("courier-server: cannot listen on \(options.bindAddress):\(options.port): \(error)")
            exit(1)
        }
        let faults = options.faultsEnabled ? ", faults on" : ""
        printError("courier-server listening on \(server.baseURL.absoluteString) (\(options.countSummary), seed \(options.seed)\(faults))")
    }

    /// Finishes what is in flight and closes the rest, then exits 0.
    static func stopGracefully(_ server: StagingServer, on signals: [Int32]) {
        for signalNumber in signals {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler {
                printError("courier-server: stopping")
                server.stop()
                exit(0)
            }
            source.resume()
            retainedSources.withLock { $0.append(source) }
        }
    }

    private static let retainedSources = SourceList()
}

/// Keeps the signal sources alive for the life of the process.
final class SourceList: @unchecked Sendable { // only touched under `lock`
    private let lock = NSLock()
    private var sources: [any DispatchSourceSignal] = []
    func withLock(_ body: (inout [any DispatchSourceSignal]) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        body(&sources)
    }
}

CourierServerCommand.run(Array(CommandLine.arguments.dropFirst()))
