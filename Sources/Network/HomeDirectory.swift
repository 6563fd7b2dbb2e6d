import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The user's home, for files kept under it. `$HOME` when it is an absolute
/// path; an empty or relative one (`HOME= courier`) would put the session
/// and the cache under whatever directory the program was started in, so
/// the password database's entry is asked instead, then "/".
public enum HomeDirectory {
    /// `$HOME` if it is absolute, else the password database's home, else "/".
    public static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let home = environment["HOME"], home.hasPrefix("/") { return home }
        if let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir {
            let path = String(cString: directory)
            if path.hasPrefix("/") { return path }
        }
        return "/"
    }
}
