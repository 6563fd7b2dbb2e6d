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
    /// own, a test's), taken in at the first look-up that misses `standard`:
    /// a registry is made on the way to every first frame, and in English
    /// nothing is ever looked up, so neither table is built then.
    private struct Gathered {
        var pending: [AnyResource] = []
        var entries: [String: Entry] = [:]

        mutating func takeInPending() {
            for resource in pending {
                for (key, entry) in resource.words.entries where standard[key] == nil && entries[key] == nil { entries[key] = entry }
            }
            pending = []
        }
    }

    private static let gathered = Mutex(Gathered())
    private static let hasGathered = Atomic<Bool>(false)

    /// The entry for an English key, nil when no one translated it.
    package static func entry(for key: String) -> Entry? {
        if let entry = standard[key] { return entry }
        guard hasGathered.load(ordering: .acquiring) else { return nil }
        return gathered.withLock { gathered in
            gathered.takeInPending()
            return gathered.entries[key]
        }
    }

    /// How many registered resources' words wait to be taken in at the next look-up.
    package static var waitingResources: Int { gathered.withLock { $0.pending.count } }

    /// Every entry, gathered ones included.
    package static var entries: [String: Entry] {
        guard hasGathered.load(ordering: .acquiring) else { return standard }
        return standard.merging(gathered.withLock { gathered in
            gathered.takeInPending()
            return gathered.entries
        }) { first, _ in first }
    }

    /// Takes in the words of `resources` that the catalog lacks; a key it
    /// has keeps its first translation. The standard resources' are there
    /// from the start, so the standard registry adds nothing.
    package static func gather(_ resources: [AnyResource]) {
        let standardWords = Dictionary(ResourceRegistry.standardResources.map { ($0.id, $0.words.entries) }) { first, _ in first }
        let others = resources.filter { standardWords[$0.id] != $0.words.entries }
        guard !others.isEmpty else { return }
        gathered.withLock { gathered in
            // A process that makes registry after registry (tests, an API loaded again) and never
            // looks a word up would otherwise keep every one of them waiting here.
            for resource in others where !gathered.pending.contains(where: { $0.id == resource.id && $0.words.entries == resource.words.entries }) {
                gathered.pending.append(resource)
            }
        }
        hasGathered.store(true, ordering: .releasing)
    }
}
