import Foundation

/// Damaged cache files, moved aside as `cache.sqlite.salvaging-<time>-<pid>`
/// (with their -wal and -shm) while their rows are copied into the new file,
/// then renamed `cache.sqlite.corrupt-…` for whoever wants to look at them,
/// and removed a week later by the next open, so they do not pile up.
enum CacheWrecks {
    static let pendingInfix = ".salvaging-"
    static let doneInfix = ".corrupt-"

    static let defaultLifetime: TimeInterval = 7 * 24 * 60 * 60

    /// Moves a damaged file and its companions aside and answers where to. Their
    /// time becomes now: the week is counted from the move, not the last write.
    static func moveAside(_ path: String, now: Date = Date()) -> String {
        // The pid keeps two processes that find the same damage in the same second apart.
        let aside = path + pendingInfix + "\(Int(now.timeIntervalSince1970))-\(getpid())"
        rename(path, to: aside)
        return aside
    }

    /// A wreck whose rows have all been copied: renamed `.corrupt-…`, its week starting now.
    static func finish(_ pending: String) -> String {
        guard let range = pending.range(of: pendingInfix, options: .backwards) else { return pending }
        let done = pending.replacingCharacters(in: range, with: doneInfix)
        rename(pending, to: done)
        return done
    }

    /// Wrecks beside `path` whose rows are still to be copied (a salvage the process
    /// ended before it finished), oldest first.
    static func pending(besides path: String) -> [String] {
        let file = URL(fileURLWithPath: path)
        let directory = file.deletingLastPathComponent().path
        let prefix = file.lastPathComponent + pendingInfix
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return names.filter { $0.hasPrefix(prefix) && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }.sorted()
            .map { directory + "/" + $0 }
    }

    private static func rename(_ from: String, to: String) {
        for suffix in CacheFileAccess.companionSuffixes where Glibc.rename(from + suffix, to + suffix) == 0 {
            chmod(to + suffix, CacheFileAccess.defaultFileMode)
            utimes(to + suffix, nil)
        }
    }

    /// Removes the wrecks beside `path` last changed longer than `lifetime` ago.
    static func removeExpired(besides path: String, now: Date = Date(), lifetime: TimeInterval = defaultLifetime) {
        let file = URL(fileURLWithPath: path)
        let directory = file.deletingLastPathComponent().path
        let prefix = file.lastPathComponent + doneInfix
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        let cutoff = now.timeIntervalSince1970 - lifetime
        for name in names where name.hasPrefix(prefix) {
            let wreck = directory + "/" + name
            var status = stat()
            guard lstat(wreck, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
                  TimeInterval(status.st_mtim.tv_sec) < cutoff else { continue }
            unlink(wreck)
        }
    }
}
