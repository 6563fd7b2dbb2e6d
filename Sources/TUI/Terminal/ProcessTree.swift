import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The processes descended from one, read from /proc (each process's
/// parent is the fourth field of /proc/N/stat; the kernel's `children`
/// files are not built into every kernel).
enum ProcessTree {
    /// Every descendant of `root`, children before their own children.
    static func descendants(of root: pid_t) -> [pid_t] {
        let children = childrenByParent()
        var found: [pid_t] = []
        var frontier = [root]
        while !frontier.isEmpty {
            let next = frontier.flatMap { children[$0] ?? [] }.sorted()
            found += next
            frontier = next
        }
        return found
    }

    /// Each process's children, read once from /proc.
    private static func childrenByParent() -> [pid_t: [pid_t]] {
        guard let directory = opendir("/proc") else { return [:] }
        defer { closedir(directory) }
        var children: [pid_t: [pid_t]] = [:]
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let pid = pid_t(name), let parent = parent(of: pid) else { continue }
            children[parent, default: []].append(pid)
        }
        return children
    }

    /// The field after the state, which follows the command's name in
    /// parentheses (a name may hold spaces and parentheses: the last `)` ends it).
    private static func parent(of pid: pid_t) -> pid_t? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let nameEnd = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
        return fields.count > 1 ? pid_t(fields[1]) : nil
    }
}
