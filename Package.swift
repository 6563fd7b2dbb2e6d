// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Courier",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "courier", targets: ["courier"]),
        .executable(name: "courier-server", targets: ["courier-server"]),
        .executable(name: "courier-bench", targets: ["courier-bench"]),
        .library(name: "Reactive", targets: ["Reactive"]),
        .library(name: "ReactiveTesting", targets: ["ReactiveTesting"]),
        .library(name: "JSON", targets: ["JSON"]),
        .library(name: "Network", targets: ["Network"]),
        .library(name: "NetworkTesting", targets: ["NetworkTesting"]),
        .library(name: "DummyJSON", targets: ["DummyJSON"]),
    ],
    targets: [
        .systemLibrary(
            name: "CNcurses",
            providers: [.apt(["libncursesw5-dev"])]
        ),
        // libcurl for CurlTransport: keep-alive, HTTP/2, decompression, TLS.
        .systemLibrary(
            name: "CCurl",
            pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"])]
        ),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // libwebp: decodes the pictures a detail shows and encodes the staging server's.
        .systemLibrary(
            name: "CWebP",
            pkgConfig: "libwebp",
            providers: [.apt(["libwebp-dev"])]
        ),
        // libyaml: API descriptions, profiles and config files in YAML, read by a kept parser.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        // zlib: the staging server gzips answers for clients that accept it, as upstream's does.
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // libdeflate, brotli and zstd: the libcurl transport undoes a body's Content-Encoding
        // itself once the body is whole, libdeflate inflating at about twice zlib's speed.
        .systemLibrary(
            name: "CDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]
        ),
        .systemLibrary(
            name: "CBrotli",
            pkgConfig: "libbrotlidec",
            providers: [.apt(["libbrotli-dev"])]
        ),
        .systemLibrary(
            name: "CZstd",
            pkgConfig: "libzstd",
            providers: [.apt(["libzstd-dev"])]
        ),
        // mimalloc: the malloc of the app and of its bench, through ProcessAllocator; no library links it.
        .systemLibrary(
            name: "CMimalloc",
            providers: [.apt(["libmimalloc-dev"])]
        ),
        // epoll and eventfd, which the Glibc module leaves out; headers only, nothing to link.
        .systemLibrary(name: "CEpoll"),
        // A compiler fence, the kernel's process-wide barrier, a thread token and a thread-local slot.
        .target(name: "CReactive"),
        // No unsafe flags (SwiftPM refuses them in a dependency pinned by version): the hot
        // generic paths are @inlinable, so they specialise in the caller's module.
        .target(name: "Reactive", dependencies: ["CReactive"]),
        .target(name: "ReactiveTesting", dependencies: ["Reactive"]),
        // Any JSON value: parameters, merge bodies, described APIs' records. Knows no API.
        .target(name: "JSON"),
        // The commit `courier --version` names, written by scripts/stamp-build.sh.
        .target(name: "CBuildStamp"),
        // A YAML document as a JSONValue, its errors with line and column.
        .target(name: "YAML", dependencies: ["CYAML", "JSON"]),
        // An OpenAPI 3.0/3.1 description or a Courier API profile, read and discovered as data; knows no screen.
        .target(name: "APIDescription", dependencies: ["JSON", "YAML"]),
        // Any described API on the core: routes made from its operations, its list answers, its sign-in and session.
        .target(name: "DescribedAPI", dependencies: ["Network", "JSON", "APIDescription", "Reactive"]),
        // DummyJSON's records; depends on nothing of ours.
        .target(name: "Models"),
        // Makes server text safe for a terminal; every path to a screen or a stream goes through it.
        .target(name: "SafeText"),
        // Pictures as pixels: WebP decoding and encoding, fitting and resampling for a box of cells.
        .target(name: "Pictures", dependencies: ["CWebP"]),
        // The network core: knows no API; auth and error shapes come in through protocols.
        .target(name: "Network", dependencies: ["Reactive", "JSON", "CSQLite", "CCurl", "CDeflate", "CBrotli", "CZstd"]),
        // DummyJSON on the core: its routers and stub samples, its session and authenticator.
        .target(name: "DummyJSON", dependencies: ["Network", "JSON", "Models", "Reactive"], resources: [.copy("Samples")]),
        // Test doubles for code built on the network layer: a scripted transport, a recording plugin.
        .target(name: "NetworkTesting", dependencies: ["Network", "Reactive", "ReactiveTesting"]),
        // Golden frames for tests: the browser on the staging API, each resource's list and detail, the tab rows.
        .target(
            name: "GoldenTesting",
            dependencies: ["TUI", "ViewModels", "Network", "DummyJSON", "Reactive", "ReactiveTesting", "StagingServer", "APIDescription", "DescribedAPI"],
            path: "Tests/GoldenTesting"
        ),
        .target(
            name: "ViewModels",
            dependencies: ["YAML", "Reactive", "JSON", "Models", "Network", "DummyJSON", "SafeText", "Pictures", "APIDescription", "DescribedAPI"]
        ),
        .target(name: "TUI", dependencies: ["CNcurses", "Reactive", "Network", "ViewModels", "SafeText", "Pictures"]),
        // An HTTP/1.1 server on epoll that knows no API: requests in, a handler, responses out.
        .target(name: "HTTPEngine", dependencies: ["CEpoll"]),
        // A blocking raw-socket client for tests that send what URLSession will not.
        .target(name: "HTTPEngineTesting"),
        // The DummyJSON contract on generated data, served by the engine; its records are its own.
        .target(name: "StagingServer", dependencies: ["HTTPEngine", "JSON", "Pictures", "CZlib"]),
        // The command line and the app's composition root, a library so tests can drive it.
        .target(
            name: "CourierCLI",
            dependencies: [
                "TUI", "ViewModels", "Network", "DummyJSON", "JSON", "Models", "Reactive", "StagingServer", "SafeText", "APIDescription", "YAML",
                "DescribedAPI", "CBuildStamp", "CCurl", "CSQLite", "CNcurses",
            ]
        ),
        // Each parser's fuzz target: its invariants, checked on any bytes (scripts/fuzz.sh, FuzzTargetsTests).
        .target(
            name: "FuzzTargets",
            dependencies: ["TUI", "SafeText", "ViewModels", "JSON", "Models", "Pictures", "HTTPEngine", "Network", "DummyJSON", "YAML",
                           "APIDescription"]
        ),
        // The executables' allocator: mimalloc, its options set once (not a product: no library links it).
        .target(name: "ProcessAllocator", dependencies: ["CMimalloc"]),
        .executableTarget(name: "courier", dependencies: ["CourierCLI", "ProcessAllocator"]),
        // Replays a corpus through a target; under libFuzzer when scripts/fuzz.sh builds it.
        .executableTarget(name: "courier-fuzz", dependencies: ["FuzzTargets"]),
        // Writes the cache and the session file, saying what it committed, for EndToEndTests to kill mid-write.
        .executableTarget(name: "courier-crash-writer", dependencies: ["Network", "DummyJSON", "Models"]),
        .executableTarget(name: "courier-server", dependencies: ["StagingServer"]),
        .executableTarget(
            name: "courier-bench",
            dependencies: [
                "JSON", "Reactive", "Models", "Network", "DummyJSON", "StagingServer", "TUI", "ViewModels", "Pictures", "APIDescription",
                "DescribedAPI", "ProcessAllocator", "CZlib",
            ]
        ),
        .testTarget(name: "ReactiveTests", dependencies: ["Reactive", "ReactiveTesting"]),
        // JSONTapeDecoder against JSONDecoder: the comparison JSONTests and ModelsTests share.
        .target(name: "JSONTestSupport", dependencies: ["JSON"], path: "Tests/JSONTestSupport"),
        .testTarget(name: "JSONTests", dependencies: ["JSON", "JSONTestSupport"]),
        .testTarget(name: "YAMLTests", dependencies: ["YAML", "JSON"]),
        .testTarget(name: "APIDescriptionTests", dependencies: ["APIDescription", "JSON", "YAML"]),
        .testTarget(
            name: "DescribedAPITests",
            dependencies: ["DescribedAPI", "APIDescription", "Network", "NetworkTesting", "Reactive", "ReactiveTesting", "JSON"]
        ),
        .testTarget(name: "ModelsTests", dependencies: ["JSON", "Models", "JSONTestSupport"]),
        .testTarget(name: "SafeTextTests", dependencies: ["SafeText"]),
        .testTarget(name: "PicturesTests", dependencies: ["Pictures"]),
        // What NetworkTests and DummyJSONTests share: hosts, routes, networks on stubs or a staging server.
        .target(
            name: "NetworkTestSupport",
            dependencies: ["Network", "DummyJSON", "NetworkTesting", "Reactive", "ReactiveTesting", "Models", "StagingServer"],
            path: "Tests/NetworkTestSupport"
        ),
        .testTarget(
            name: "NetworkTests",
            dependencies: [
                "Network", "DummyJSON", "NetworkTesting", "NetworkTestSupport", "Reactive", "ReactiveTesting", "JSON", "Models",
                "StagingServer", "CCurl", "CZstd",
            ]
        ),
        .testTarget(
            name: "DummyJSONTests",
            dependencies: [
                "DummyJSON", "Network", "NetworkTesting", "NetworkTestSupport", "Reactive", "ReactiveTesting", "JSON", "Models",
                "StagingServer",
            ]
        ),
        // The network layer against real peers: httpbin (scripts/httpbin.sh), and HTTPS, Unix-socket and
        // event servers (scripts/transport-peers.sh) in Peers/; each skips without its peer, except in CI.
        .testTarget(name: "NetworkHTTPBinTests", dependencies: ["Network", "DummyJSON", "JSON", "Models", "Reactive", "ReactiveTesting"]),
        .testTarget(
            name: "ViewModelsTests",
            dependencies: [
                "ViewModels", "Network", "DummyJSON", "NetworkTesting", "Reactive", "ReactiveTesting", "JSON", "Models", "StagingServer", "Pictures",
                "APIDescription", "DescribedAPI",
            ]
        ),
        .testTarget(
            name: "TUITests",
            dependencies: ["APIDescription", "TUI", "ViewModels", "Reactive", "ReactiveTesting", "Models", "Network", "DummyJSON", "StagingServer", "SafeText", "Pictures", "GoldenTesting"]
        ),
        // The resource registry end to end: a resource defined only in this target reaches
        // the tabs, the help, the command line and the cache.
        .testTarget(
            name: "CourierCLITests",
            dependencies: ["JSON", 
                "CourierCLI", "TUI", "ViewModels", "Network", "DummyJSON", "Models", "Reactive", "ReactiveTesting", "GoldenTesting",
                "StagingServer", "HTTPEngine", "APIDescription", "DescribedAPI",
            ]
        ),
        .testTarget(name: "HTTPEngineTests", dependencies: ["HTTPEngine", "HTTPEngineTesting"]),
        // The contract; the client's Models decode its answers, as a client would.
        .testTarget(name: "StagingServerTests", dependencies: ["StagingServer", "HTTPEngine", "HTTPEngineTesting", "JSON", "Models", "Pictures", "CZlib"]),
        // Every seed and every input that once broke an invariant (Tests/FuzzCorpus), through its target.
        .testTarget(name: "FuzzTargetsTests", dependencies: ["FuzzTargets"]),
        // Runs the built executables (courier, courier-server) as a person would.
        .testTarget(name: "EndToEndTests", dependencies: ["StagingServer", "Models", "CSQLite"]),
    ],
    swiftLanguageModes: [.v6]
)
