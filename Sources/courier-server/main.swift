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
        var log: (@Sendable (HTTPLogRecord) -> Void)?
        if !options.quiet {
            log = { record in CourierServerCommand.printError(record.line) }
        }
        let server = StagingServer(api: options.configuration, http: options.serverConfiguration(log: log))
        do {
            try server.start()
        } catch {
            printError("courier-server: cannot listen on \(options.bindAddress):\(options.port): \(error)")
            exit(1)
        }
        let faults = options.faultsEnabled ? ", faults on" : ""
        printError("courier-server listening on \(server.baseURL.absoluteString) (\(options.countSummary), seed \(options.seed)\(faults))")
        stopGracefully(server, on: [SIGINT, SIGTERM])
        dispatchMain()
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
