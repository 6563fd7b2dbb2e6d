import CNcurses
import Dispatch
import Foundation

/// Connects the real terminal to the main queue, for a program that ends
/// in `dispatchMain()`:
///
/// - stdin readable → `readKeys()` (get_wch until ERR) → `onKeys`.
/// - SIGWINCH → the tty's size (TIOCGWINSZ) → resizeterm → `onResize`
///   (once per actual change; curses' own KEY_RESIZE is folded in).
/// - Ctrl-Z (a key, in raw mode) or SIGTSTP → `onSuspend`, endwin, stop
///   (`JobControl`: the key stops the terminal's foreground process group,
///   a wrapper script with it, as the tty would have; SIGTSTP from outside
///   stops this process); after `fg` (SIGCONT) → curses modes back →
///   `onResume`, where the app invalidates its renderer and resumes paused
///   requests. A stop/continue from outside (kill -STOP) also ends in `onResume`.
/// - SIGTERM, SIGHUP, SIGINT (kill -INT; Ctrl-C is a key in raw mode),
///   SIGQUIT, or the tty hanging up → `onTerminate`, the terminal restored,
///   then the process ends with status 128+N (`SignalExit`). SIGQUIT is
///   handled like SIGTERM: Swift's crash reporter would draw over the screen.
/// Crash signals and exit() are covered by `TerminalRestore`.
///
/// Wiring, in the program's main.swift:
///
///     let terminal = try NcursesTerminal(noColorFlag: arguments.contains("--no-color"))
///     let loop = EventLoop(terminal: terminal)
///     var renderer = Renderer()
///     func redraw() { renderer.present(screen.frame(size: terminal.size, theme: terminal.theme), on: terminal) }
///     loop.onKeys = { keys in …; redraw() }     // .ctrl("c") and .ctrl("l") are the app's to map
///     loop.onResize = { _ in redraw() }         // a new size repaints everything by itself
///     loop.onResume = { renderer.invalidate(); redraw() }
///     loop.start(); redraw()
///     dispatchMain()
///
/// Signals arrive through `SignalPipe` (sigaction + self-pipe), so nothing
/// runs in signal context but a one-byte write. One event loop runs at a
/// time: the signal dispositions are process-wide. Every callback runs on
/// the main actor.
@MainActor
package final class EventLoop {
    package var onKeys: ([Key]) -> Void = { _ in }
    package var onResize: (Size) -> Void = { _ in }
    package var onSuspend: () -> Void = {}
    package var onResume: () -> Void = {}
    /// Last words before the process ends on a signal (flush a cache, cancel requests).
    package var onTerminate: (Int32) -> Void = { _ in }
    /// How the process ends after `onTerminate`; the default is
    /// `SignalExit.end(by:)`. Tests replace it.
    package var endProcess: (Int32) -> Void = { SignalExit.end(by: $0) }
    /// Whether the Ctrl-Z key suspends the process (job control as in a
    /// cooked terminal) instead of reaching `onKeys`.
    package var handlesControlZ = true
    package private(set) var isRunning = false

    package static let terminationSignals = SignalExit.catchable
    static let handledSignals: [Int32] = [SIGWINCH, SIGTSTP, SIGCONT] + terminationSignals

    private let terminal: NcursesTerminal
    private var sources: [any DispatchSourceProtocol] = []
    private var lastSize: Size
    /// Set while our own Ctrl-Z stop is in progress, so the SIGCONT that
    /// ends it is not handled twice.
    private var isResumingFromOwnStop = false
    /// Counts reads, so a check for a quiet open string knows whether input came since.
    private var reads = 0

    package init(terminal: NcursesTerminal) {
        self.terminal = terminal
        self.lastSize = terminal.size
    }

    /// Installs the input and signal sources on the main queue.
    package func start() {
        guard !isRunning else { return }
        isRunning = true
        TerminalRestore.install()
        let input = DispatchSource.makeReadSource(fileDescriptor: terminal.inputDescriptor, queue: .main)
        input.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readInput() }
        }
        input.resume()
        sources.append(input)
        if terminal.hasPendingKeys {
            // Typed while the terminal was asked at start: read with nothing more to come.
            DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.readInput() } }
        }
        if SignalPipe.install(Self.handledSignals) {
            _ = SignalPipe.drain()  // forget signals from before this start
            let signals = DispatchSource.makeReadSource(fileDescriptor: SignalPipe.descriptors.read, queue: .main)
            signals.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.handleSignals() }
            }
            signals.resume()
            sources.append(signals)
        }
    }

    /// Removes the sources and gives the signals their default actions back.
    package func stop() {
        guard isRunning else { return }
        isRunning = false
        for source in sources { source.cancel() }
        sources.removeAll()
        SignalPipe.restore(Self.handledSignals)
    }

    /// Ctrl-Z: hands the terminal back to the shell and stops the job (or,
    /// for a SIGTSTP from outside, this process); returns after `fg`, with
    /// the terminal taken again.
    package func suspendProcess(wholeJob: Bool = true) {
        onSuspend()
        terminal.suspend()
        isResumingFromOwnStop = true
        if wholeJob {
            JobControl.stopForegroundGroup(terminal: terminal.inputDescriptor)
        } else {
            JobControl.stopSelf()
        }
        // SIGTSTP was left to its default action to stop: it is the pipe's again.
        if isRunning { _ = SignalPipe.install([SIGTSTP]) }
        terminal.resume()
        noteSize()
        onResume()
    }

    // MARK: Handlers

    private func handleSignals() {
        for signalNumber in SignalPipe.drain() where isRunning {
            switch signalNumber {
            case SIGWINCH: handleWindowChange()
            case SIGTSTP: suspendProcess(wholeJob: false)
            case SIGCONT: handleContinue()
            default: terminate(signal: signalNumber)
            }
        }
    }

    private func readInput() {
        reads += 1
        let keys = terminal.readKeys()
        if keys.isEmpty && isHungUp(terminal.inputDescriptor) {
            terminate(signal: SIGHUP)
            return
        }
        if terminal.isInsideTerminalString { releaseStringIfQuiet(after: reads) }
        deliver(keys)
    }

    /// A string still open when the input has been quiet for a while was a
    /// person's Alt key and the keys after it, read in one batch: they are
    /// handed on as keys instead of vanishing until the next Escape.
    private func releaseStringIfQuiet(after read: Int) {
        let wait = DispatchTimeInterval.milliseconds(Int(KeyDecoder.defaultQuietStringLimit * 1000))
        DispatchQueue.main.asyncAfter(deadline: .now() + wait) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.isRunning, self.reads == read, self.terminal.isInsideTerminalString else { return }
                self.deliver(self.terminal.releaseOpenString())
            }
        }
    }

    private func deliver(_ keys: [Key]) {
        var pending: [Key] = []
        for key in keys {
            switch key {
            case .resize:
                noteSize()
            case .ctrl("z") where handlesControlZ:
                if !pending.isEmpty { onKeys(pending) }
                pending.removeAll()
                suspendProcess()
            default:
                pending.append(key)
            }
        }
        if !pending.isEmpty { onKeys(pending) }
    }

    private func handleWindowChange() {
        terminal.updateSizeFromTerminal()
        noteSize()
    }

    private func handleContinue() {
        if isResumingFromOwnStop {
            isResumingFromOwnStop = false
            return
        }
        // Stopped and continued from outside: the shell may have reset the tty modes.
        terminal.suspend()
        terminal.resume()
        noteSize()
        onResume()
    }

    private func terminate(signal signalNumber: Int32) {
        onTerminate(signalNumber)
        stop()
        terminal.shutdown()
        endProcess(signalNumber)
    }

    private func noteSize() {
        let size = terminal.size
        guard size != lastSize else { return }
        lastSize = size
        onResize(size)
    }

    /// A readable descriptor that yields nothing may be a closed tty:
    /// without this check the read source would spin.
    private func isHungUp(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&entry, 1, 0) == 1 else { return false }
        return entry.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
    }
}
