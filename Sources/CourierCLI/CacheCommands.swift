import Foundation
import Network
import ViewModels

/// `courier cache clear|stats`: the offline cache without a network. Neither
/// creates a cache that is not there yet.
enum CacheCommands {
    static func run(_ action: CourierOptions.CacheAction, options: CourierOptions, registry: ResourceRegistry) -> Output.Status {
        let directory = options.cacheDirectory.map { URL(fileURLWithPath: $0) } ?? OfflineCache.defaultDirectory()
        let file = directory.appendingPathComponent(OfflineCache.fileName).path
        guard FileManager.default.fileExists(atPath: file) else {
            switch action {
            case .clear: Output.line("The cache is empty.")
            case .stats:
                Output.line(statistics(CacheStatistics(entries: 0, bytes: 0, limit: options.cacheMaximumBytes, path: file)))
            }
            return .success
        }
        guard let cache = CourierEnvironment.makeCache(options: options, log: { Output.error($0) }), cache.isAvailable else {
            Output.error("courier: the cache at \(file) cannot be used")
            return .failure
        }
        switch action {
        case .clear:
            let removed = cache.statistics().entries
            cache.clear()
            Output.line("Removed \(removed) cached \(removed == 1 ? "response" : "responses") from \(cache.path).")
        case .stats:
            Output.line(statistics(cache.statistics()))
        }
        return .success
    }

    /// Four aligned lines a script can read with `awk '{print $2}'`.
    static func statistics(_ statistics: CacheStatistics) -> String {
        """
        entries  \(statistics.entries)
        bytes    \(statistics.bytes) (\(megabytes(statistics.bytes)))
        limit    \(statistics.limit) (\(megabytes(statistics.limit)))
        path     \(statistics.path)
        """
    }

    private static func megabytes(_ bytes: Int64) -> String {
        String(format: "%.1f MB", Double(bytes) / (1024 * 1024))
    }
}
