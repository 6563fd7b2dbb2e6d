import Foundation
import Network
import StagingServer

/// What every command runs against: the chosen host (with the demo server
/// started here when that is the host) and the network configured for it.
struct CourierEnvironment {
    let network: Network
    /// Running only for the demo host; stopped when the process ends.
    let demoServer: StagingServer?

    enum SetupError: Error, CustomStringConvertible {
        case host(NetworkError)
        case demoServer(any Error)

        var description: String {
            switch self {
            case .host(let error): return error.message(in: .english)
            case .demoServer(let error): return "the demo server could not start: \(error)"
            }
        }
    }

    static func make(
        options: CourierOptions, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(SetupError) -> CourierEnvironment {
        let selection: HostSelection
        do {
            selection = try HostSelection.resolve(flag: options.host, baseURL: options.baseURL, environment: environment)
        } catch {
            throw .host(error)
        }
        var demoServer: StagingServer?
        var demoURL: URL?
        if selection.kind == .demo && selection.baseURLOverride == nil {
            let server = StagingServer()
            do { try server.start() } catch { throw .demoServer(error) }
            demoServer = server
            demoURL = server.baseURL
        }
        let host: APIHost
        do { host = try selection.host(demoURL: demoURL) } catch { throw .host(error) }

        var configuration = NetworkConfiguration(host: host)
        configuration.timeouts = Timeouts(request: options.timeout, resource: max(Timeouts.default.resource, options.timeout * 2))
        configuration.logPath = options.logPath ?? environment["COURIER_LOG"].flatMap { $0.isEmpty ? nil : $0 }
        // The demo server's tokens die with the process, so its session is kept in memory only.
        if demoServer == nil {
            configuration.sessionFile = SessionFile(
                origin: host.origin, directory: SessionFile.defaultDirectory(environment: environment))
        }
        let network = Network(configuration: configuration)
        Network.configureShared(network)
        return CourierEnvironment(network: network, demoServer: demoServer)
    }
}
