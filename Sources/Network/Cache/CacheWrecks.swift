import Foundation

/// Damaged cache files, moved aside as `cache.sqlite.corrupt-<time>-<pid>`
/// (with their -wal and -shm) for whoever wants to look at them, and removed
/// a week later by the next open, so they do not pile up.
enum CacheWrecks {
    static let defaultLifetime: TimeInterval = 7 * 24 * 60 * 60

    /// Moves a damaged file and its companions aside and answers where to. Their
    /// time becomes now: the week is counted from the move, not the last write.
    static func moveAside(_ path: String, now: Date = Date()) -> String {
        // The pid keeps two processes that find the same damage in the same second apart.
        let aside = path + ".corrupt-\(Int(now.timeIntervalSince1970))-\(getpid())"
        for suffix in CacheFileAccess.companionSuffixes where rename(path + suffix, aside + suffix) == 0 {
            chmod(aside + suffix, CacheFileAccess.defaultFileMode)
            utimes(aside + suffix, nil)
        }
        return aside
    }

    /// Removes the wrecks beside `path` last changed longer than `lifetime` ago.
    static func removeExpired(besides path: String, now: Date = Date(), lifetime: TimeInterval = defaultLifetime) {
        let file = URL(fileURLWithPath: path)
        let directory = file.deletingLastPathComponent().path
        let prefix = file.lastPathComponent + ".corrupt-"
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
