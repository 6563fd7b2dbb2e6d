/// The resources Courier browses, in tab order. Everything that lists or
/// names resources — tabs, keys, help, `courier get`, the cache — asks here,
/// and the interface's words in Chinese (`UICatalog`) include theirs once registered.
package struct ResourceRegistry: Sendable {
    package let resources: [AnyResource]

    package init(_ resources: [AnyResource]) {
        precondition(Set(resources.map(\.id)).count == resources.count, "two resources share an id")
        let keys = resources.compactMap(\.tabKey)
        precondition(Set(keys).count == keys.count, "two resources share a tab key")
        self.resources = resources
        UICatalog.gather(resources)
    }

    package subscript(id: String) -> AnyResource? { resources.first { $0.id == id } }

    package func index(of id: String) -> Int? { resources.firstIndex { $0.id == id } }

    package var ids: [String] { resources.map(\.id) }
}
