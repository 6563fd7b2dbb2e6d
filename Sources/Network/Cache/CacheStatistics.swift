/// What `courier cache stats` prints.
public struct CacheStatistics: Sendable, Equatable {
    /// Rows stored.
    public var entries: Int
    /// Their bodies' bytes.
    public var bytes: Int64
    /// The cache's size limit in bytes.
    public var limit: Int64
    /// The cache file.
    public var path: String
    /// By the group the rows were stored with; rows stored without one are under "".
    public var groups: [String: GroupStatistics]

    /// Statistics as `OfflineCache.statistics()` gathers them.
    public init(entries: Int, bytes: Int64, limit: Int64, path: String, groups: [String: GroupStatistics] = [:]) {
        self.entries = entries
        self.bytes = bytes
        self.limit = limit
        self.path = path
        self.groups = groups
    }
}

/// The rows of one group, across users and origins.
public struct GroupStatistics: Sendable, Equatable {
    /// Rows in the group.
    public var entries: Int
    /// Their bodies' bytes.
    public var bytes: Int64

    /// One group's figures.
    public init(entries: Int, bytes: Int64) {
        self.entries = entries
        self.bytes = bytes
    }
}
