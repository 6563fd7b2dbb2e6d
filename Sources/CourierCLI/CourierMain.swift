import Dispatch
import Foundation
import ViewModels

/// `courier`: the terminal app, or a subcommand for scripts.
package enum CourierMain {
    @MainActor
    package static func run(_ arguments: [String], registry makeRegistry: @autoclosure () -> ResourceRegistry = .standard) -> Never {
        CrashExit.install()
        // The version alone needs nothing more: not even the registry, whose descriptors
        // are the process's first generic types and cost the runtime's first lookups.
        if arguments == ["--version"] {
            Output.line("courier \(CourierVersion.current)")
            Output.exit(.success)
        }
        let registry = makeRegistry()
        let options: CourierOptions
        do {
            options = try CourierOptions(arguments: arguments, registry: registry)
        } catch {
            // The synopsis, not the whole help: the error stays on screen, as git and ls keep it.
            let synopsis = CourierOptions.usage(registry).components(separatedBy: "\n\n").first ?? ""
            Output.error("courier: \(error)\n\n\(synopsis)\n\nRun 'courier --help' for every option and resource.")
            Output.exit(.usage)
        }
        if options.showHelp {
            Output.line(CourierOptions.usage(registry))
            Output.exit(.success)
        }
        if options.showVersion {
            Output.line("courier \(CourierVersion.current)")
            Output.exit(.success)
        }
        switch options.subcommand {
        case .app:
            AppLauncher.run(options, registry: registry)
        case .cache(let action):
            Output.exit(CacheCommands.run(action, options: options, registry: registry))
        default:
            let environment: CourierEnvironment
            do {
                environment = try CourierEnvironment.make(options: options, registry: registry, usesCache: options.subcommand.usesCache)
            } catch {
                Output.error("courier: \(error)")
                Output.exit(error.isUsage ? .usage : .failure)
            }
            let client = environment.client
            let subcommand = options.subcommand
            Task {
                let presenter = ErrorPresenter(language: options.language ?? .current)
                let status = await Commands.run(subcommand, client: client, registry: registry, presenter: presenter)
                client.cache?.close()
                Output.finish(status)
            }
            dispatchMain()
        }
    }
}

