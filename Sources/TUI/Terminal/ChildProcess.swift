import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs another program and waits for it, with posix_spawn and waitpid:
/// Foundation's Process can miss SIGCHLD on Linux and wait for ever.
package enum ChildProcess {
    /// How a child ended: its exit status, or 128+N for signal N.
    package struct Ended: Sendable, Equatable {
        package var status: Int32
        package var succeeded: Bool { status == 0 }
    }

    /// Runs `command` through `/bin/sh -c` (so `EDITOR="code --wait"` works)
    /// with `argument` as its `$1`, on the terminal, as a shell runs a job's
    /// program: the child gets the default signal actions and an empty
    /// signal mask (the dispatch thread running the main queue blocks every
    /// signal, and ignored signals stay ignored across exec), while this
    /// process ignores Ctrl-C and Ctrl-\ meant for the child. When the child
    /// stops (Ctrl-Z in the editor), this process stops too, so the shell
    /// sees the whole job stopped and prints its prompt; `fg` continues both.
    /// A SIGTERM or SIGHUP for this process meanwhile is passed to the child
    /// and then handled as ever, once the child has ended (`waitOnTerminal`).
    package static func runOnTerminal(_ command: String, argument: String) -> Result<Ended, ChildProcessFailure> {
        let ignored = [SIGINT, SIGQUIT, SIGTSTP]
        var previous: [Int32: sigaction] = [:]
        for signalNumber in ignored {
            var ignore = sigaction()
            ignore.__sigaction_handler.sa_handler = SIG_IGN
            sigemptyset(&ignore.sa_mask)
            var old = sigaction()
            sigaction(signalNumber, &ignore, &old)
            previous[signalNumber] = old
        }
        defer {
            for (signalNumber, action) in previous {
                var action = action
                sigaction(signalNumber, &action, nil)
            }
        }
        let pid: pid_t
        switch spawn(["/bin/sh", "-c", command + " \"$1\"", "sh", argument]) {
        case .success(let spawned): pid = spawned
        case .failure(let failure): return .failure(failure)
        }
        return waitOnTerminal(for: pid).map { status in
            Ended(status: (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F))
        }
    }

    /// Runs `arguments` (found on PATH) with no terminal: stdin and stderr
    /// are /dev/null, stdout is read. Nil when it cannot run or fails.
    package static func output(of arguments: [String]) -> String? {
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        let spawned = spawn(arguments, actions: &actions, searchesPath: true)
        close(pipeEnds[1])
        guard case .success(let pid) = spawned else {
            close(pipeEnds[0])
            return nil
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(pipeEnds[0], &buffer, buffer.count)
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        close(pipeEnds[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        guard status == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    private static func spawn(_ arguments: [String], actions: UnsafeMutablePointer<posix_spawn_file_actions_t>? = nil,
                              searchesPath: Bool = false) -> Result<pid_t, ChildProcessFailure> {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signalNumber in [SIGINT, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGPIPE, SIGCHLD, SIGWINCH, SIGTERM, SIGHUP, SIGCONT] {
            sigaddset(&defaults, signalNumber)
        }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let result = searchesPath ? posix_spawnp(&pid, arguments[0], actions, &attributes, argv, environ)
            : posix_spawn(&pid, arguments[0], actions, &attributes, argv, environ)
        guard result == 0 else { return .failure(ChildProcessFailure(reason: String(cString: strerror(result)))) }
        return .success(pid)
    }
}

/// Why a child could not be run, in the system's words.
package struct ChildProcessFailure: Error, Sendable, Equatable {
    package var reason: String
}
