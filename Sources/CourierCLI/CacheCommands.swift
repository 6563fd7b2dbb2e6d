import Foundation
import Network
import ViewModels

/// `courier cache clear|stats|verify`: the offline cache without a network.
/// None creates a cache that is not there yet.
enum CacheCommands {
    /// `presenter` words the messages; the tables (`stats`, `verify`) stay as scripts read them.
    static func run(_ action: CourierOptions.CacheAction, options: CourierOptions, registry: ResourceRegistry,
                    presenter: ErrorPresenter = .english) -> Output.Status {
        let directory = options.cacheDirectory.map { URL(fileURLWithPath: $0) } ?? OfflineCache.defaultDirectory(app: CourierVersion.name)
        let file = directory.appendingPathComponent(OfflineCache.fileName).path
        guard FileManager.default.fileExists(atPath: file) else {
            switch action {
            case .clear: Output.line(presenter.text("The cache is empty."))
            case .stats:
                Output.line(statistics(CacheStatistics(entries: 0, bytes: 0, limit: options.cacheMaximumBytes, path: file),
                                       registry: registry))
            case .verify:
                Output.line(verification(CacheVerification(rowsChecked: 0, damagedRowsDropped: 0, salvage: nil), path: file))
            }
            return .success
        }
        guard let cache = CourierEnvironment.makeCache(options: options, log: { Output.error($0) }), cache.isAvailable else {
            Output.error("courier: " + presenter.text("the cache at \(file) cannot be used"))
            return .failure
        }
        // Closed before the exit, which runs no deinit: the file is left whole, with no
        // WAL for the next open to check, even when a salvage held the last reference.
        defer { cache.close() }
        switch action {
        case .clear:
            let removed = cache.statistics().entries
            cache.clear()
            Output.line(presenter.text(removed == 1 ? "Removed 1 cached response from \(cache.path)."
                                       : "Removed \(removed) cached responses from \(cache.path)."))
        case .stats:
            Output.line(statistics(cache.statistics(), registry: registry))
        case .verify:
            guard let found = cache.verify() else {
                Output.error("courier: " + presenter.text("the cache at \(file) cannot be used"))
                return .failure
            }
            Output.line(verification(found, path: cache.path))
            return found.isClean ? .success : .failure
        }
        return .success
    }

    /// Aligned lines like `stats`: what was checked, what was dropped, and whether the file was whole.
    static func verification(_ verification: CacheVerification, path: String) -> String {
        let file: String
        if let salvage = verification.salvage {
            let lost = salvage.lost.map { "\($0) lost" } ?? "an unknown number lost"
            file = "damaged: salvaged, \(salvage.kept) \(salvage.kept == 1 ? "row" : "rows") kept, \(lost)"
        } else {
            file = "ok"
        }
        return [
            "checked  \(verification.rowsChecked)",
            "dropped  \(verification.damagedRowsDropped)",
            "file     \(file)",
            "path     \(path)",
        ].joined(separator: "\n")
    }

    /// Aligned lines a script can read with `awk '{print $2}'`: the totals,
    /// then what is cached of each resource of the registry (rows are cached
    /// under their resource's id), then the rest (the signed-in user, say).
    static func statistics(_ statistics: CacheStatistics, registry: ResourceRegistry) -> String {
        var lines = [
            "entries  \(statistics.entries)",
            "bytes    \(statistics.bytes) (\(megabytes(statistics.bytes)))",
            "limit    \(statistics.limit) (\(megabytes(statistics.limit)))",
            "path     \(statistics.path)",
        ]
        let width = (registry.ids + ["other"]).map(\.count).max() ?? 0
        func line(_ name: String, _ group: GroupStatistics) -> String {
            "  " + name.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                + "\(group.entries) (\(megabytes(group.bytes)))"
        }
        lines.append("by resource:")
        for id in registry.ids {
            lines.append(line(id, statistics.groups[id] ?? GroupStatistics(entries: 0, bytes: 0)))
        }
        let other = statistics.groups.filter { registry[$0.key] == nil }.values
        if !other.isEmpty {
            lines.append(line("other", GroupStatistics(entries: other.reduce(0) { $0 + $1.entries },
                                                       bytes: other.reduce(0) { $0 + $1.bytes })))
        }
        return lines.joined(separator: "\n")
    }

    private static func megabytes(_ bytes: Int64) -> String {
        String(format: "%.1f MB", Double(bytes) / (1024 * 1024))
    }
}
