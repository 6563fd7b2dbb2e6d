import Foundation

/// Starts the terminal app. Without a terminal it says so and exits 2.
enum AppLauncher {
    static func run(_ options: CourierOptions) -> Never {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            Output.error("courier: the app needs a terminal; for scripts use 'courier get ...' (see --help)")
            Output.exit(.usage)
        }
        Output.error("courier: the terminal app is not built yet; use the subcommands (see --help)")
        Output.exit(.failure)
    }
}
