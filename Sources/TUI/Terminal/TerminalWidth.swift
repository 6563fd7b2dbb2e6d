import CNcurses
import Glibc

/// How wide the terminal on a descriptor is, for output that is not the app
/// (`courier get`'s tables): nil when it is not a terminal (a pipe or a
/// file gets whole lines), else the tty's columns, else `$COLUMNS`.
package enum TerminalWidth {
    package static func columns(of descriptor: Int32, environment: [String: String]) -> Int? {
        guard isatty(descriptor) == 1 else { return nil }
        var rows: Int32 = 0
        var cols: Int32 = 0
        if courier_winsize(descriptor, &rows, &cols) == 0, cols > 0 { return Int(cols) }
        return environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
    }
}
