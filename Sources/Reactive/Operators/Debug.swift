#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ObservableType {
    /// Prints each subscription, event and disposal with a timestamp and
    /// `identifier` (by default, where `debug` was called). `trimOutput`
    /// shortens long events to 40 characters.
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> Observable<Element> {
        let name = identifier ?? "\(file.split(separator: "/").last ?? ""):\(line) (\(function))"
        return debug(name, trimOutput: trimOutput, printer: { print($0) })
    }

    /// The seam tests use to read the lines.
    func debug(_ name: String, trimOutput: Bool, printer: @escaping @Sendable (String) -> Void) -> Observable<Element> {
        let source = self
        return Observable { observer in
            printer("\(DebugClock.timestamp()): \(name) -> subscribed")
            let subscription = source.subscribe(AnyObserver<Element> { event in
                var text = "\(event)"
                if trimOutput, text.count > DebugClock.trimmedLength {
                    text = String(text.prefix(DebugClock.trimmedLength - 3)) + "..."
                }
                printer("\(DebugClock.timestamp()): \(name) -> Event \(text)")
                observer.on(event)
            })
            return Disposables.create {
                printer("\(DebugClock.timestamp()): \(name) -> isDisposed")
                subscription.dispose()
            }
        }
    }
}

enum DebugClock {
    static let trimmedLength = 40

    /// Local time to the millisecond, e.g. "2026-11-29 12:55:05.123". Built
    /// with libc because DateFormatter is neither Sendable nor cheap.
    static func timestamp() -> String {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        var seconds = now.tv_sec
        var parts = tm()
        localtime_r(&seconds, &parts)
        func pad(_ value: Int32, _ width: Int = 2) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(parts.tm_year + 1900)-\(pad(parts.tm_mon + 1))-\(pad(parts.tm_mday)) "
            + "\(pad(parts.tm_hour)):\(pad(parts.tm_min)):\(pad(parts.tm_sec))."
            + pad(Int32(now.tv_nsec / 1_000_000), 3)
    }
}
