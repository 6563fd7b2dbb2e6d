import CBuildStamp
import CCurl
import CNcurses
import CSQLite
import Network

/// The app's name and version, apart from the network library's own.
enum CourierVersion {
    /// The cache's directory under `$XDG_CACHE_HOME`.
    static let name = "courier"
    static let current = "0.1.0"
    static let userAgent = "Courier/\(current)"

    /// `courier --version`: the version, the commit and build date, and
    /// the Swift and C libraries it runs on (the libraries as loaded, not as built against).
    static func report() -> String {
        let curl = String(cString: curl_version()).split(separator: " ").first.map(String.init) ?? "?"
        return """
        courier \(current)
        commit:  \(String(cString: courier_build_commit()))
        built:   \(String(cString: courier_build_date()))
        swift:   \(swiftVersion)
        libcurl: \(curl.replacingOccurrences(of: "libcurl/", with: ""))
        sqlite:  \(String(cString: sqlite3_libversion()))
        ncurses: \(String(cString: curses_version()).replacingOccurrences(of: "ncurses ", with: ""))
        """
    }

    /// The language version the compiler built it with.
    static var swiftVersion: String {
        #if compiler(>=6.4)
        "6.4 or later"
        #elseif compiler(>=6.3)
        "6.3"
        #elseif compiler(>=6.2)
        "6.2"
        #elseif compiler(>=6.1)
        "6.1"
        #else
        "6.0"
        #endif
    }
}
