import CourierCLI

MainActor.assumeIsolated {
    CourierMain.run(Array(CommandLine.arguments.dropFirst()))
}
