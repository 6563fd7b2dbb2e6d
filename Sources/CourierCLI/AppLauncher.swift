import APIDescription
import Dispatch
import Foundation
import Network
import Reactive
import TUI
import ViewModels

/// Starts the terminal app. Without a terminal it says so and exits 2.
@MainActor
enum AppLauncher {
    static func run(_ options: CourierOptions, registry: ResourceRegistry, api: DiscoveredAPI? = nil, config: CourierConfig = .none,
                    presenter: ErrorPresenter = .english) -> Never {
        // A mistake in the command line first: fixing the terminal would still leave it.
        var isRelease = false
        do {
            let environment = ProcessInfo.processInfo.environment
            if let api {
                _ = try DescribedAPISetup.host(api, flag: options.host, baseURL: options.baseURL, environment: environment)
            } else {
                isRelease = try HostSelection.resolve(flag: options.host, baseURL: options.baseURL, environment: environment).kind == .release
            }
        } catch {
            Output.error("courier: " + CourierEnvironment.SetupError.host(error).words(presenter))
            Output.exit(CourierEnvironment.SetupError.host(error).isUsage ? .usage : .failure)
        }
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            Output.error("courier: " + presenter.text("the app needs a terminal; for scripts use 'courier get ...' (see --help)"))
            Output.exit(.usage)
        }
        let environment: CourierEnvironment
        do {
            environment = try CourierEnvironment.make(options: options, registry: registry, api: api, cacheLog: .requestLogOnly,
                                                      presenter: presenter)
        } catch {
            Output.error("courier: " + error.words(presenter))
            Output.exit(error.isUsage ? .usage : .failure)
        }
        let memoryFiles = BrowseMemoryFiles(environment: ProcessInfo.processInfo.environment)
        let settings = browseSettings(options, config: config, registry: registry, isRelease: isRelease, memory: memoryFiles.load(),
                                      presenter: presenter)
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal(noColorFlag: options.noColor, reportsMouse: !options.noMouse,
                                          graphics: options.graphics, themeChoice: options.theme,
                                          customTheme: options.customTheme.flatMap { config.themes[$0] }, asksTerminal: true)
        } catch {
            let words = (error as? NcursesTerminal.Failure).map { presenter.text($0.message) } ?? String(describing: error)
            Output.error("courier: " + words)
            Output.exit((error as? NcursesTerminal.Failure)?.isUsage == true ? .usage : .failure)
        }
        // The composition root: the shared network client is configured, and the app's view models default to it.
        let app = CourierApp(
            terminal: terminal, appViewModel: AppViewModel(scheduler: MainScheduler.instance, registry: registry,
                                                          language: options.language ?? .current, sessions: environment.sessions,
                                                          settings: settings, memoryStore: memoryFiles),
            theme: terminal.theme,
            onQuit: {
                terminal.shutdown()
                memoryFiles.flush()
                environment.demoServer?.stop()
                environment.client.cache?.close()
                Output.exit(.success)
            })
        let loop = EventLoop(terminal: terminal)
        loop.onKeys = { keys in
            for key in keys { app.handle(key) }
        }
        loop.onResize = { _ in app.resized() }
        loop.onSuspend = { app.suspend() }
        loop.onResume = { app.resume() }
        loop.onTerminate = { _ in
            environment.client.cancelAll()
            terminal.shutdown()
            // A closed terminal window (SIGHUP) ends most sessions: folding the WAL back
            // here spares the next start the check an unclean close owes.
            environment.client.cache?.close()
        }
        loop.start()
        app.start()
        app.render()
        StartupReport.firstFrameDrawn()
        environment.demoServer?.api.prepareInBackground()
        // Keep the event loop alive for the life of the process.
        withExtendedLifetime((app, loop, environment)) {
            dispatchMain()
        }
    }
}

extension AppLauncher {
    /// The browser's settings: the config file's keys, aliases, views and
    /// columns, what earlier runs remembered, the page size, and the
    /// refresh: `--refresh`, else the file's default, which the release
    /// host does not take (DummyJSON allows 100 requests per 10 s).
    static func browseSettings(_ options: CourierOptions, config: CourierConfig, registry: ResourceRegistry, isRelease: Bool,
                               memory: BrowseMemory, presenter: ErrorPresenter) -> BrowseSettings {
        let (file, problems) = config.browseSettings(registry: registry)
        for problem in problems { Output.error("courier: " + problem.words(presenter)) }
        var settings = file
        settings.memory = memory
        settings.pageSize = options.pageSize ?? ViewModelDefaults.pageSize
        settings.refreshInterval = options.refresh.map { $0 == 0 ? nil : $0 } ?? (isRelease ? nil : config.refresh)
        settings.problems = (config.problems + problems).map { $0.words(presenter) }
        return settings
    }
}
