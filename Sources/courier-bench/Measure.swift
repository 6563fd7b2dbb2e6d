import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Timing helpers shared by every suite.
enum Measure {
    static let defaultRuns = 5

    /// Runs `body` once to warm up, then `runs` times; returns the median in nanoseconds.
    static func medianNanoseconds(runs: Int = defaultRuns, _ body: () -> Void) -> Double {
        body()
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start))
        }
        return percentile(samples, 0.5)
    }

    /// The value below which `fraction` of the samples fall (nearest rank).
    static func percentile(_ samples: [Double], _ fraction: Double) -> Double {
        precondition(!samples.isEmpty)
        let sorted = samples.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// Prints one aligned line: a label, the figure, and what it is compared to.
    static func report(_ label: String, _ value: Double, unit: String, target: String = "") {
        let figure = String(format: "%10.1f %@", value, unit)
        print("  \(label.padding(toLength: 52, withPad: " ", startingAt: 0)) \(figure)  \(target)")
    }

    /// Resident memory of this process in megabytes, from /proc.
    static func residentMegabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return 0 }
        return kilobytes / 1024
    }
}

/// Keeps a value alive and opaque so the optimiser cannot drop the work that made it.
@inline(never) func blackHole<T>(_ value: T) {}

extension Measure {
    /// CPU seconds this process has used, user and system, from getrusage.
    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// The most resident memory this process has had, in megabytes, from /proc.
    static func peakResidentMegabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return 0 }
        return kilobytes / 1024
    }
}

extension Measure {
    /// CPU nanoseconds the calling thread has used: what a figure costs,
    /// whatever else the machine is running at the time.
    static func threadCPUNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
