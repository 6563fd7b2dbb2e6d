import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A child whose standard output is read a line at a time while it runs,
/// so a test can act (SIGKILL it) the moment it has said something. Spawned
/// with posix_spawn and reaped with waitpid, as `Subprocess` explains.
final class RunningProcess {
    let pid: pid_t
    private let output: FileHandle
    private var pending = Data()
    private var ended = false
    private(set) var exitStatus: Int32?

    init(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws {
        var outputPipe: [Int32] = [-1, -1]
        guard pipe(&outputPipe) == 0 else { throw CocoaError(.fileReadUnknown) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, outputPipe[0])
        posix_spawn_file_actions_addclose(&actions, outputPipe[1])
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, executable, &actions, nil, argv, envp)
        close(outputPipe[1])
        guard spawned == 0 else {
            close(outputPipe[0])
            throw CocoaError(.executableNotLoadable)
        }
        self.pid = pid
        output = FileHandle(fileDescriptor: outputPipe[0], closeOnDealloc: true)
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            _ = wait()
        }
    }

    /// The next line it wrote, or nil once it has ended (or `timeout` passed with no line).
    func nextLine(timeout: TimeInterval = 30) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let newline = pending.firstIndex(of: 0x0A) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending.removeSubrange(pending.startIndex...newline)
                return line
            }
            if ended { return nil }
            var poller = pollfd(fd: output.fileDescriptor, events: Int16(POLLIN), revents: 0)
            let wait = Int32(max(0, min(1000, deadline.timeIntervalSinceNow * 1000)))
            if poll(&poller, 1, wait) > 0 {
                let chunk = output.availableData
                if chunk.isEmpty { ended = true } else { pending.append(chunk) }
            } else if Date() > deadline {
                return nil
            }
        }
    }

    /// Every line still to come, up to its end.
    func remainingLines(timeout: TimeInterval = 30) -> [String] {
        var lines: [String] = []
        while let line = nextLine(timeout: timeout) { lines.append(line) }
        return lines
    }

    /// Waits for it to end; its status as a shell reports it (128+N for signal N).
    @discardableResult
    func wait() -> Int32 {
        if let exitStatus { return exitStatus }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let result = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        exitStatus = result
        return result
    }
}
