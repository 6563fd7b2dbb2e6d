import Foundation

/// The cache holds one user's responses: only they may read it, whatever the
/// process's umask. SQLite gives the -wal and -shm files the database file's
/// mode, so a database created 0600 keeps them 0600 too; a file an older
/// version left 0644 is tightened, with its companions, before it is opened.
enum CacheFileAccess {
    static let defaultFileMode: mode_t = 0o600
    static let defaultDirectoryMode: mode_t = 0o700
    /// The database and the files SQLite keeps beside it.
    static let companionSuffixes = ["", "-wal", "-shm"]

    /// Creates the directory 0700. One that exists already is left as it is:
    /// it may be a place the user chose and shares with other things.
    static func prepareDirectory(_ directory: URL) {
        guard !FileManager.default.fileExists(atPath: directory.path) else { return }
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // The umask applies to mkdir's mode; chmod does not consult it.
        chmod(directory.path, defaultDirectoryMode)
    }

    /// Creates the database file 0600 if it is missing, so SQLite never creates
    /// it with its own 0644, and tightens it and its companions if they exist.
    static func prepareFile(_ path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, defaultFileMode)
        if descriptor >= 0 { close(descriptor) }
        tighten(path)
    }

    /// Takes group and other access away from a database and its companions that exist.
    static func tighten(_ path: String) {
        for suffix in companionSuffixes {
            chmod(path + suffix, defaultFileMode)
        }
    }
}
