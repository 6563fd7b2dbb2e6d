/// The resources Courier browses, in tab order. Everything that lists or
/// names resources — tabs, keys, help, `courier get`, the cache — asks here,
/// and the interface's words in Chinese (`UICatalog`) include theirs once registered.
package struct ResourceRegistry: Sendable {
    package let resources: [AnyResource]
    /// The resources' ids and tab keys in order, made once: what a key
    /// table built for this registry is found by, without rebuilding it per key.
    package let tabSignature: String

    package init(_ resources: [AnyResource]) {
        precondition(Set(resources.map(\.id)).count == resources.count, "two resources share an id")
        let keys = resources.compactMap(\.tabKey)
        precondition(Set(keys).count == keys.count, "two resources share a tab key")
        self.resources = resources
        tabSignature = Self.tabSignature(resources)
        UICatalog.gather(resources)
    }

    package subscript(id: String) -> AnyResource? { resources.first { $0.id == id } }

    package func index(of id: String) -> Int? { resources.firstIndex { $0.id == id } }

    package var ids: [String] { resources.map(\.id) }

    /// The ids and tab keys of `resources`, in order.
    package static func tabSignature(_ resources: [AnyResource]) -> String {
        // Appended in a loop: `joined(separator:)` costs the process's first
        // run-time conformance look-ups for its generic requirements, at every start.
        var signature = ""
        for (index, resource) in resources.enumerated() {
            if index > 0 { signature += "\u{1E}" }
            signature += resource.id + "\u{1F}"
            if let key = resource.tabKey { signature.append(key) }
        }
        return signature
    }
}
