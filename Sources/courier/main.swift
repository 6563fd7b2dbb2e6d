import Dispatch
import Foundation

/// `courier`: the terminal app, or a subcommand for scripts.
let options: CourierOptions
do {
    options = try CourierOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    Output.error("courier: \(error)\n\n\(CourierOptions.usage)")
    Output.exit(.usage)
}
if options.showHelp {
    Output.line(CourierOptions.usage)
    Output.exit(.success)
}
if options.showVersion {
    Output.line("courier \(CourierVersion.current)")
    Output.exit(.success)
}

switch options.subcommand {
case .app:
    AppLauncher.run(options)
case .cache(let action):
    Output.exit(CacheCommands.run(action, options: options))
default:
    let environment: CourierEnvironment
    do {
        environment = try CourierEnvironment.make(options: options, usesCache: options.subcommand.usesCache)
    } catch {
        Output.error("courier: \(error)")
        Output.exit(.failure)
    }
    let network = environment.network
    let subcommand = options.subcommand
    Task {
        let status = await Commands.run(subcommand, network: network)
        network.cache?.close()
        Output.exit(status)
    }
    dispatchMain()
}
