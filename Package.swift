// swift-tools-version:6.0
import PackageDescription

/// Generic operators run unspecialised across a module boundary unless their
/// bodies are visible to the caller; this makes them so in release builds.
/// Exclusivity is guaranteed by the locks, so release builds skip its
/// run-time check, which cost a table insert per property access on the event path.
let crossModuleOptimized: [SwiftSetting] = [
    .unsafeFlags(["-cross-module-optimization", "-enforce-exclusivity=unchecked"], .when(configuration: .release)),
]

let package = Package(
    name: "Courier",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "courier", targets: ["courier"]),
        .executable(name: "courier-server", targets: ["courier-server"]),
        .executable(name: "courier-bench", targets: ["courier-bench"]),
        .library(name: "Reactive", targets: ["Reactive"]),
        .library(name: "ReactiveTesting", targets: ["ReactiveTesting"]),
        .library(name: "Network", targets: ["Network"]),
    ],
    targets: [
        .systemLibrary(
            name: "CNcurses",
            providers: [.apt(["libncursesw5-dev"])]
        ),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .target(name: "Reactive", swiftSettings: crossModuleOptimized),
        .target(name: "ReactiveTesting", dependencies: ["Reactive"]),
        .target(name: "Models"),
        .target(
            name: "Network",
            dependencies: ["Reactive", "Models", "CSQLite"],
            resources: [.copy("Samples")]
        ),
        .target(name: "ViewModels", dependencies: ["Reactive", "Models", "Network"]),
        .target(name: "TUI", dependencies: ["CNcurses", "Reactive", "ViewModels"]),
        .target(name: "StagingServer", dependencies: ["Models"]),
        .executableTarget(
            name: "courier",
            dependencies: ["TUI", "ViewModels", "Network", "Models", "Reactive", "StagingServer"]
        ),
        .executableTarget(name: "courier-server", dependencies: ["StagingServer"]),
        .executableTarget(
            name: "courier-bench",
            dependencies: ["Reactive", "Models", "Network", "StagingServer", "TUI", "ViewModels"]
        ),
        .testTarget(name: "ReactiveTests", dependencies: ["Reactive", "ReactiveTesting"]),
        .testTarget(name: "ModelsTests", dependencies: ["Models"]),
        .testTarget(
            name: "NetworkTests",
            dependencies: ["Network", "Reactive", "ReactiveTesting", "Models", "StagingServer"]
        ),
        .testTarget(
            name: "ViewModelsTests",
            dependencies: ["ViewModels", "Network", "Reactive", "ReactiveTesting", "Models"]
        ),
        .testTarget(
            name: "TUITests",
            dependencies: ["TUI", "ViewModels", "Reactive", "ReactiveTesting", "Models", "Network", "StagingServer"]
        ),
        .testTarget(name: "StagingServerTests", dependencies: ["StagingServer", "Models"]),
        // Runs the built executables (courier, courier-server) as a person would.
        .testTarget(name: "EndToEndTests", dependencies: ["StagingServer", "Models"]),
    ],
    swiftLanguageModes: [.v6]
)
