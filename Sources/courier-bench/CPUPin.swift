import Foundation

/// Runs a child process on one CPU through util-linux's `taskset`: a figure of
/// CPU per request then moves by about 1 % between runs rather than by 10–15 %,
/// the scheduler no longer moving the client's threads, and the server's, from
/// core to core between requests. Nil where there is no `taskset` or one CPU.
struct CPUPin {
    /// Where Debian (util-linux) puts it.
    static let defaultTasksetPath = "/usr/bin/taskset"

    let taskset: URL
    /// The CPU the measured client runs on.
    let clientCPU: Int
    /// The CPU its server runs on, so the two never take turns on one core.
    let serverCPU: Int

    static let available: CPUPin? = {
        let cpus = ProcessInfo.processInfo.activeProcessorCount
        guard cpus >= 2, FileManager.default.isExecutableFile(atPath: defaultTasksetPath) else { return nil }
        return CPUPin(taskset: URL(fileURLWithPath: defaultTasksetPath), clientCPU: 0, serverCPU: cpus - 1)
    }()

    /// Sets `process` to run `executable` with `arguments`: through `taskset` on the CPU
    /// `cpu` names when there is a `pin`, as it is when there is none.
    static func prepare(_ process: Process, running executable: URL, _ arguments: [String], pin: CPUPin?,
                        on cpu: KeyPath<CPUPin, Int>) {
        guard let pin else {
            process.executableURL = executable
            process.arguments = arguments
            return
        }
        process.executableURL = pin.taskset
        process.arguments = ["-c", String(pin[keyPath: cpu]), executable.path] + arguments
    }
}
