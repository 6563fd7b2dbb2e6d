import Foundation

/// With `COURIER_STARTUP_FILE` set, writes how long the process took to draw
/// its first frame (from the kernel's record of its start) and the CPU it had
/// used by then, every thread's, loading and linking included: the figure
/// that a busy machine does not move (`scripts/startup-compare.py`).
enum StartupReport {
    static func firstFrameDrawn() {
        guard let path = ProcessInfo.processInfo.environment["COURIER_STARTUP_FILE"] else { return }
        let cpu = cpuMilliseconds()
        guard let milliseconds = millisecondsSinceProcessStart() else { return }
        try? String(format: "first frame after %.1f ms, %.2f ms of CPU\n", milliseconds, cpu)
            .write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// The process's CPU so far, user and system, all threads.
    static func cpuMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }

    /// /proc/self/stat field 22 is the start time in clock ticks after boot; /proc/uptime is now.
    static func millisecondsSinceProcessStart() -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let uptime = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // Fields after the command name start at field 3, so field 22 is index 19.
        guard fields.count > 19, let ticks = Double(fields[19]),
              let now = Double(uptime.split(separator: " ").first ?? "") else { return nil }
        let hertz = Double(sysconf(Int32(_SC_CLK_TCK)))
        return (now - ticks / hertz) * 1000
    }
}
