import Dispatch
import Foundation
import ViewModels

/// `courier`: the terminal app, or a subcommand for scripts.
package enum CourierMain {
    @MainActor
    package static func run(_ given: [String], registry standard: @autoclosure () -> ResourceRegistry = .standard) -> Never {
        // The version alone needs nothing more: not the language, the crash handlers, the config
        // file nor the registry, whose descriptors are the process's first generic types and cost
        // the runtime's first lookups.
        if given == ["--version"] {
            Output.line("courier \(CourierVersion.current)")
            Output.exit(.success)
        }
        // Read once and handed on: each read of ProcessInfo's builds the dictionary again.
        let environment = ProcessInfo.processInfo.environment
        // The config file's defaults go before the command line, whose flags win.
        var config = CourierConfig.load(arguments: given, environment: environment)
        let arguments = config.arguments(given)
        // The language of every word from here on, even about arguments that do not parse.
        let presenter = ErrorPresenter(language: CourierOptions.language(in: arguments) ?? .current(environment: environment))
        CrashExit.install(presenter)
        var described: DescribedAPISetup?
        if let source = DescribedAPISetup.source(arguments: arguments, environment: environment) {
            let named = config.apis[source]
            let profile = DescribedAPISetup.profile(arguments: given, environment: environment) ?? named?.profile
                ?? DescribedAPISetup.profile(arguments: arguments, environment: environment)
            do {
                described = try DescribedAPISetup.load(named?.source ?? source, profile: profile, timeout: CourierOptions.defaultTimeout)
                if let named, let setup = described { described = DescribedAPISetup(api: named.applied(to: setup.api), registry: setup.registry) }
            } catch {
                guard DescribedAPISetup.source(arguments: given, environment: environment) == nil else {
                    Output.error("courier: \(source): \(error)")
                    Output.exit(.failure)
                }
                // Only the config file's default named it: a bad file never stops Courier, which browses DummyJSON instead.
                config.problems.append(ConfigProblem(file: config.location.path, line: config.document?.line(["defaults", "api"]),
                                                     message: "the API “\(source)” could not be read (\(UIText.verbatim(String(describing: error)))): DummyJSON is browsed instead"))
            }
        }
        let registry = described?.registry ?? standard()
        let api = described?.api
        // `courier get --help` helps even where `get` lacks what it needs to parse.
        if arguments.contains("--help") || arguments.contains("-h") {
            let command = arguments.first { word in CourierOptions.commands.contains { $0.name == word } }
            Output.line(CourierOptions.usage(of: command, registry: registry, presenter: presenter)
                        ?? CourierOptions.usage(registry, presenter: presenter))
            Output.exit(.success)
        }
        let options: CourierOptions
        do {
            // Without the API the file named, its host and profile defaults name nothing here.
            let usable = described == nil && api == nil && DescribedAPISetup.source(arguments: given, environment: environment) == nil
                && DescribedAPISetup.source(arguments: arguments, environment: environment) != nil
                ? given : arguments
            options = try CourierOptions(arguments: usable, registry: registry, themes: Set(config.themes.keys))
        } catch {
            // The synopsis, not the whole help: the error stays on screen, as git and ls keep it.
            Output.error("courier: \(presenter.text(error.message))\n\n\(CourierOptions.synopsis(presenter))\n\n"
                         + presenter.text("Run 'courier --help' for every option and resource."))
            Output.exit(.usage)
        }
        if case .help(let command) = options.subcommand {
            guard let text = CourierOptions.usage(of: command, registry: registry, presenter: presenter) else {
                Output.error("courier: " + presenter.text("unknown command '\(command ?? "")'"))
                Output.exit(.usage)
            }
            Output.line(text)
            Output.exit(.success)
        }
        if options.showHelp {
            Output.line(CourierOptions.usage(registry, presenter: presenter))
            Output.exit(.success)
        }
        if options.showVersion {
            Output.line(CourierVersion.report())
            Output.exit(.success)
        }
        if case .config(let action) = options.subcommand {
            Output.exit(ConfigCommand.run(action, config: config, options: options, registry: registry, presenter: presenter))
        }
        // Said on stderr before anything else: in the app's case it is there to read once the app ends.
        for problem in config.problems { Output.error("courier: " + problem.words(presenter)) }
        switch options.subcommand {
        case .app:
            AppLauncher.run(options, registry: registry, api: api, config: config, presenter: presenter)
        case .completion(let shell):
            Output.line(CompletionScript.text(for: shell, registry: registry, apis: Array(config.apis.keys), themes: Array(config.themes.keys)))
            Output.exit(.success)
        case .doctor:
            let checks = DoctorChecks.run(options: options, environment: environment, config: config, registry: registry)
            Output.line(DoctorReport.text(checks, presenter: presenter))
            Output.exit(DoctorReport.status(checks))
        case .manpage:
            Output.line(ManPage.text(registry: registry))
            Output.exit(.success)
        case .describe:
            guard let api else {
                Output.error("courier: " + presenter.text("describe needs --api SOURCE (or COURIER_API)"))
                Output.exit(.usage)
            }
            Output.line(DescribeCommand.text(api))
            Output.exit(.success)
        case .config:
            Output.exit(.usage)
        case .cache(let action):
            Output.exit(CacheCommands.run(action, options: options, registry: registry, presenter: presenter))
        default:
            let setup: CourierEnvironment
            do {
                setup = try CourierEnvironment.make(options: options, registry: registry, api: api,
                                                    presenter: presenter, forCommand: true,
                                                    usesCache: options.subcommand.usesCache, environment: environment)
            } catch {
                Output.error("courier: " + error.words(presenter))
                Output.exit(error.isUsage ? .usage : .failure)
            }
            let client = setup.client, sessions = setup.sessions
            let subcommand = options.subcommand
            let serverEndsWithProcess = setup.demoServer != nil
            let status = CommandThread.run {
                await Commands.run(subcommand, client: client, registry: registry, presenter: presenter,
                                   sessions: sessions, serverEndsWithProcess: serverEndsWithProcess)
            }
            client.cache?.close()
            Output.finish(status)
        }
    }
}

