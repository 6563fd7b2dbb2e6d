import CourierCLI
import ProcessAllocator

// mimalloc is the process's malloc (see ProcessAllocator); its options go first.
ProcessAllocator.configure()
MainActor.assumeIsolated {
    CourierMain.run(Array(CommandLine.arguments.dropFirst()))
}
