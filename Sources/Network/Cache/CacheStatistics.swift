/// What `courier cache stats` prints.
public struct CacheStatistics: Sendable, Equatable {
    public var entries: Int
    public var bytes: Int64
    public var limit: Int64
    public var path: String
    /// By the group the rows were stored with; rows stored without one are under "".
    public var groups: [String: GroupStatistics]

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
    public var entries: Int
    public var bytes: Int64

    public init(entries: Int, bytes: Int64) {
        self.entries = entries
        self.bytes = bytes
    }
}
