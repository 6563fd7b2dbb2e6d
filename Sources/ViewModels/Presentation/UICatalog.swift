import Synchronization

/// The interface's words in Chinese, keyed by their English text (with
/// `%@` where a value goes), gettext style; a translation that orders the
/// values otherwise numbers them (`%2$@`). One entry holds both scripts,
/// so a key can never be translated in one and forgotten in the other.
/// The words no resource owns are tables here; each resource's own come
/// with its descriptor (`ResourceWords`) and are gathered from the registry.
package enum UICatalog {
    package struct Entry: Sendable, Equatable {
        package var simplified: String
        package var traditional: String
    }

    /// The words of no resource, by area, kept apart so each file stays about one part of the app.
    package static let tables = [details, keys, screens, lists, commandLine, help, described, views, config, takeOut, doctor]

    /// The central tables, the words resources share and every standard
    /// resource's own. Looked up for each word of every frame, so it is
    /// built once and read without a lock.
    private static let standard: [String: Entry] = {
        var entries = ResourceWords.shared.entries
        for resource in ResourceRegistry.standardResources {
            entries.merge(resource.words.entries) { first, _ in first }
        }
        for table in tables {
            entries.merge(table.mapValues { Entry(simplified: $0.0, traditional: $0.1) }) { first, _ in first }
        }
        return entries
    }()

    /// Words of resources registered beyond the standard ones (an adopter's
    /// own, a test's). Empty in the app, so its lock is never taken there.
    private static let gathered = Mutex<[String: Entry]>([:])
    private static let hasGathered = Atomic<Bool>(false)

    /// The entry for an English key, nil when no one translated it.
    package static func entry(for key: String) -> Entry? {
        if let entry = standard[key] { return entry }
        guard hasGathered.load(ordering: .acquiring) else { return nil }
        return gathered.withLock { $0[key] }
    }

    /// Every entry, gathered ones included.
    package static var entries: [String: Entry] {
        guard hasGathered.load(ordering: .acquiring) else { return standard }
        return standard.merging(gathered.withLock { $0 }) { first, _ in first }
    }

    /// Takes in the words of `resources` that the catalog lacks; a key it
    /// has keeps its first translation.
    package static func gather(_ resources: [AnyResource]) {
        var new: [String: Entry] = [:]
        for resource in resources {
            for (key, entry) in resource.words.entries where standard[key] == nil { new[key] = new[key] ?? entry }
        }
        guard !new.isEmpty else { return }
        gathered.withLock { $0.merge(new) { first, _ in first } }
        hasGathered.store(true, ordering: .releasing)
    }
}
