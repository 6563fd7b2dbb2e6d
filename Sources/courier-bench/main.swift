import Foundation
import ProcessAllocator

// The app's allocator and its options, so that the figures are the app's.
ProcessAllocator.configure()

/// courier-bench SUITE...: each suite prints its figures; nothing here asserts a time.
let suites: [(name: String, summary: String, run: () -> Void)] = [
    ("reactive", "the reactive core: ns per event and per subscription", ReactiveBench.run),
    ("server", "the staging HTTP server: req/s, p50 and p99 from raw keep-alive clients", ServerBench.run),
    ("network", "Network against plain URLSession; the transports side by side and against curl", NetworkBench.run),
    ("transfers", "100 MB upload, download and stream: Network on curl and URLSession vs plain URLSession; MB/s, RSS", TransferBench.run),
    ("decoding", "JSONTapeDecoder vs JSONDecoder on a 30-product page; its gzip inflated by zlib and by libdeflate; Network's own work per request (also run by network)", DecodingBench.runAlone),
    ("render", "one browse frame at 200×60 with 1,000 and 100,000 items, interleaved; memory", RenderBench.run),
    ("paging", "CPU per page at 1k/100k/1M rows; a million rows walked end to end; names among a million users", PagingBench.run),
    ("cache", "the offline cache: lookup/store p50 and p99, time to first content warm vs cold", CacheBench.run),
    ("describe", "2,000 operations / 5 MB loaded and discovered; a described list of 100,000: frame and RSS", DescribeBench.run),
]

// A process of its own for one path's memory (`courier-bench describe` starts it).
// Discovery alone, again and again, for a profiler to look at.
if CommandLine.arguments.count == 2, CommandLine.arguments[1] == "describe-loop" {
    DescribeBench.loop()
    exit(0)
}
// The 30-product page decoded N times by JSONTapeDecoder alone, for perf and callgrind.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "decode-loop", let times = Int(CommandLine.arguments[2]) {
    DecodingBench.loop(times: times)
    exit(0)
}
// The same page written as `courier get --json` writes it, N times, for perf and callgrind.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "write-loop", let times = Int(CommandLine.arguments[2]) {
    DecodingBench.writeLoop(times: times)
    exit(0)
}
// N requests through a signed-in Network whose transport answers from memory, for perf.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "own-loop", let times = Int(CommandLine.arguments[2]) {
    DecodingBench.ownLoop(times: times)
    exit(0)
}
// N decoded requests through Network on libcurl, one at a time, against courier-server, for perf.
if (4...5).contains(CommandLine.arguments.count), CommandLine.arguments[1] == "request-loop", let times = Int(CommandLine.arguments[3]) {
    let pace = CommandLine.arguments.count == 5 ? RequestLoop.Pace(rawValue: CommandLine.arguments[4]) : .sequential
    guard let mode = RequestLoop(rawValue: CommandLine.arguments[2]), let pace else {
        let modes = RequestLoop.allCases.map(\.rawValue).joined(separator: "|")
        FileHandle.standardError.write(Data("courier-bench: request-loop \(modes) N [\(RequestLoop.Pace.inFlight.rawValue)]\n".utf8))
        exit(2)
    }
    TransportBench.loop(mode, times: times, pace: pace)
    exit(0)
}
// Network's overhead from `request-loop` pairs, each side in a process of its own, against one courier-server.
if CommandLine.arguments.count >= 2, CommandLine.arguments[1] == "request-pairs" {
    let pairs = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? RequestLoopPairs.defaultPairs : RequestLoopPairs.defaultPairs
    guard let server = ServerProcess(arguments: [], purpose: "to run request-pairs") else { exit(1) }
    RequestLoopPairs.report(server: server.baseURL, pairs: pairs)
    RequestLoopPairs.report(server: server.baseURL, pace: .inFlight, pairs: pairs)
    server.stop()
    exit(0)
}
// (d)'s overhead in instructions, under callgrind, against one courier-server.
if CommandLine.arguments.count == 2, CommandLine.arguments[1] == "request-instructions" {
    guard let server = ServerProcess(arguments: [], purpose: "to run request-instructions") else { exit(1) }
    RequestInstructions.report(server: server.baseURL)
    server.stop()
    exit(0)
}
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "describe-memory" {
    DescribeBench.memory(CommandLine.arguments[2])
    exit(0)
}

let requested = Array(CommandLine.arguments.dropFirst())
if requested.isEmpty || requested.contains("--help") {
    print("usage: swift run -c release courier-bench SUITE...\n\nsuites:")
    for suite in suites { print("  \(suite.name.padding(toLength: 10, withPad: " ", startingAt: 0))\(suite.summary)") }
    exit(requested.isEmpty ? 2 : 0)
}
for name in requested {
    guard let suite = suites.first(where: { $0.name == name }) else {
        FileHandle.standardError.write(Data("courier-bench: no suite named '\(name)'\n".utf8))
        exit(2)
    }
    print("== \(suite.name) (allocator: \(ProcessAllocator.name))")
    suite.run()
}
