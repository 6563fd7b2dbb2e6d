import Foundation

/// (d)'s overhead counted in instructions, which nothing else on the machine can
/// move: valgrind's callgrind counts every instruction a `request-loop` process
/// runs, on all its threads, once for a short run and once for a long one, and
/// the difference over the extra requests is one request's count with the
/// process's start taken out. The same build gives the same figure to within
/// a few hundred instructions a request, where the CPU pairs beside it move by
/// ten points from pair to pair on a shared machine.
///
/// The two do not measure the same thing. An instruction of Network's runs
/// cold between two decodes (its code and data evicted by the page it just
/// decoded), so it costs more time than one of the decoder's; the CPU pairs
/// include that, the count does not. The count says how much work Network
/// does; the pairs say what that work costs on this machine.
enum RequestInstructions {
    /// Requests in the short and the long run: whole rounds of `TransportBench.sequentialRequests`.
    static let defaultRuns = (short: 500, long: 1_500)
    /// Where Debian (binutils) puts `strip`: valgrind reads the toolchain's debug
    /// information slowly and warns on it, and a copy without it runs the same code.
    static let defaultStripPath = "/usr/bin/strip"

    /// The pairs of modes compared, their label, and whether the target applies:
    /// a decoded request is what (d) judges; the bytes alone show Network's work
    /// against the transport's, with no decode to make it small.
    static let comparisons: [(network: RequestLoop, raw: RequestLoop, label: String, judged: Bool)] = [
        (.network, .raw, "decoded", true),
        (.networkBytes, .rawBytes, "bytes alone", false),
    ]

    static func report(server: URL) {
        guard let valgrind = onPath("valgrind") else {
            print("  (d) no valgrind on PATH: instructions per request left out")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("courier-bench-callgrind-\(getpid())")
        guard (try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)) != nil else {
            print("  (d) no room for callgrind's files: instructions per request left out")
            return
        }
        defer { try? FileManager.default.removeItem(at: directory) }
        let binary = strippedCopy(in: directory) ?? URL(fileURLWithPath: CommandLine.arguments[0])
        print("  (d) instructions per request, callgrind, runs of \(defaultRuns.short) and \(defaultRuns.long) requests:")
        for comparison in comparisons {
            let counts = [comparison.network, comparison.raw].map {
                perRequest($0, valgrind: valgrind, binary: binary, server: server, directory: directory)
            }
            guard let network = counts[0], let raw = counts[1] else {
                print("  (d) \(comparison.label): callgrind did not run to the end; left out")
                continue
            }
            let ratio = network / raw
            let figures = "\(grouped(network)) / \(grouped(raw)) a request, Network's own \(grouped(network - raw))"
            let verdict = ratio <= TransportBench.overheadTargetRatio ? "ok" : "OVER"
            Measure.report("(d) Network / raw instructions, \(comparison.label)", ratio * 100, unit: "%",
                           target: comparison.judged
                               ? String(format: "target ≤ %.0f %%  %@  (%@)", TransportBench.overheadTargetRatio * 100, verdict, figures)
                               : "(not judged: \(figures))")
        }
    }

    /// Instructions per request of `mode`: the long run's count less the short run's, over the requests between.
    static func perRequest(_ mode: RequestLoop, valgrind: URL, binary: URL, server: URL, directory: URL) -> Double? {
        guard let short = collected(mode, requests: defaultRuns.short, valgrind: valgrind, binary: binary, server: server, directory: directory),
              let long = collected(mode, requests: defaultRuns.long, valgrind: valgrind, binary: binary, server: server, directory: directory),
              long > short
        else { return nil }
        return Double(long - short) / Double(defaultRuns.long - defaultRuns.short)
    }

    /// Every instruction one `request-loop` process ran, from callgrind's summary on standard error.
    private static func collected(_ mode: RequestLoop, requests: Int, valgrind: URL, binary: URL, server: URL, directory: URL) -> Int? {
        let process = Process()
        process.executableURL = valgrind
        process.arguments = ["--tool=callgrind", "--callgrind-out-file=\(directory.path)/callgrind.out",
                             binary.path, "request-loop", mode.rawValue, "\(requests)"]
        // Under valgrind the loop cannot start a server of its own: it is given this one.
        process.environment = ProcessInfo.processInfo.environment.merging(["COURIER_BENCH_SERVER": server.absoluteString]) { $1 }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return collectedCount(in: text)
    }

    /// The figure in callgrind's "==123== Collected : 1015862870" line.
    static func collectedCount(in text: String) -> Int? {
        for line in text.split(separator: "\n") {
            guard let marker = line.range(of: "Collected :") else { continue }
            return Int(line[marker.upperBound...].trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    /// This executable without its debug information, in `directory`; nil without `strip`.
    private static func strippedCopy(in directory: URL) -> URL? {
        guard FileManager.default.isExecutableFile(atPath: defaultStripPath) else { return nil }
        let copy = directory.appendingPathComponent("courier-bench")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: defaultStripPath)
        process.arguments = ["-g", "-o", copy.path, URL(fileURLWithPath: CommandLine.arguments[0]).path]
        guard (try? process.run()) != nil else { return nil }
        process.waitUntilExit()
        return process.terminationStatus == 0 ? copy : nil
    }

    /// 1948094 as "1,948,094".
    static func grouped(_ figure: Double) -> String {
        let digits = String(Int(figure.rounded()).magnitude)
        let groups = stride(from: digits.count, to: 0, by: -3).reversed().map { end in
            String(digits[digits.index(digits.startIndex, offsetBy: max(0, end - 3))..<digits.index(digits.startIndex, offsetBy: end)])
        }
        return (figure < 0 ? "-" : "") + groups.joined(separator: ",")
    }

    private static func onPath(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").lazy.map { URL(fileURLWithPath: "\($0)/\(name)") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
