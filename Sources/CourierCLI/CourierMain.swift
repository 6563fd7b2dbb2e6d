import Dispatch
import Foundation
import ViewModels

/// `courier`: the terminal app, or a subcommand for scripts.
package enum CourierMain {
    @MainActor
    package static func run(_ arguments: [String], registry: ResourceRegistry = .standard) -> Never {
        // The language of every word from here on, even about arguments that do not parse.
        let presenter = ErrorPresenter(language: CourierOptions.language(in: arguments) ?? .current)
        CrashExit.install(presenter)
        let options: CourierOptions
        do {
            options = try CourierOptions(arguments: arguments, registry: registry)
        } catch {
            // The synopsis, not the whole help: the error stays on screen, as git and ls keep it.
            Output.error("courier: \(presenter.text(error.message))\n\n\(CourierOptions.synopsis(presenter))\n\n"
                         + presenter.text("Run 'courier --help' for every option and resource."))
            Output.exit(.usage)
        }
        if options.showHelp {
            Output.line(CourierOptions.usage(registry, presenter: presenter))
            Output.exit(.success)
        }
        if options.showVersion {
            Output.line("courier \(CourierVersion.current)")
            Output.exit(.success)
        }
        switch options.subcommand {
        case .app:
            AppLauncher.run(options, registry: registry, presenter: presenter)
        case .cache(let action):
            Output.exit(CacheCommands.run(action, options: options, registry: registry, presenter: presenter))
        default:
            let environment: CourierEnvironment
            do {
                environment = try CourierEnvironment.make(options: options, registry: registry,
                                                          presenter: presenter, retryNotices: true,
                                                          usesCache: options.subcommand.usesCache)
            } catch {
                Output.error("courier: " + error.words(presenter))
                Output.exit(error.isUsage ? .usage : .failure)
            }
            let client = environment.client
            let subcommand = options.subcommand
            Task {
                let status = await Commands.run(subcommand, client: client, registry: registry, presenter: presenter,
                                                serverEndsWithProcess: environment.demoServer != nil)
                client.cache?.close()
                Output.exit(status)
            }
            dispatchMain()
        }
    }
}
