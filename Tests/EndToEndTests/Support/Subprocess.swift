import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program and waits for it with posix_spawn and waitpid.
///
/// Foundation's Process learns that a child ended from SIGCHLD through a
/// dispatch signal source, and on Linux that source can miss the signal: the
/// child is left a zombie and waitUntilExit never returns (seen here with the
/// tmux client). waitpid on the child's own pid cannot miss it.
enum Subprocess {
    struct Result {
        var status: Int32
        var standardOutput: Data
        var standardError: Data
    }

    /// Runs `executable` with `arguments`; `input` goes to its stdin. With
    /// `captureOutput` false its output goes to /dev/null (a daemon it starts,
    /// like the tmux server, would otherwise hold our pipe open for ever).
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        input: Data? = nil, captureOutput: Bool = true, timeout: TimeInterval = 60
    ) throws -> Result {
        var inputPipe: [Int32] = [-1, -1], outputPipe: [Int32] = [-1, -1], errorPipe: [Int32] = [-1, -1]
        guard pipe(&inputPipe) == 0, pipe(&outputPipe) == 0, pipe(&errorPipe) == 0 else {
            throw CocoaError(.fileReadUnknown)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inputPipe[0], 0)
        if captureOutput {
            posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
            posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        for descriptor in inputPipe + outputPipe + errorPipe {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let environmentStrings = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        let envp = environmentStrings.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, executable, &actions, nil, argv, envp)
        close(inputPipe[0])
        close(outputPipe[1])
        close(errorPipe[1])
        guard spawned == 0 else {
            close(inputPipe[1]); close(outputPipe[0]); close(errorPipe[0])
            throw CocoaError(.executableNotLoadable)
        }
        // Readers run while the child writes, so a full pipe never stalls it.
        let output = DrainedPipe(outputPipe[0])
        let errors = DrainedPipe(errorPipe[0])
        if let input {
            input.withUnsafeBytes { bytes in _ = write(inputPipe[1], bytes.baseAddress, bytes.count) }
        }
        close(inputPipe[1])
        let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        watchdog.cancel()
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Result(status: exitStatus, standardOutput: output.finish(), standardError: errors.finish())
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class DrainedPipe: @unchecked Sendable { // `data` is written by the reader before `done` signals
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ descriptor: Int32) {
        Thread.detachNewThread { [self] in
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = read(descriptor, &buffer, buffer.count)
                if count > 0 {
                    data.append(contentsOf: buffer[0..<count])
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    break
                }
            }
            close(descriptor)
            done.signal()
        }
    }

    func finish() -> Data {
        done.wait()
        return data
    }
}
