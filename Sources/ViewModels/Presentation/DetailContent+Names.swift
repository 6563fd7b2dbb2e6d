/// A detail's values that stand for another record ("user #5") are shown by
/// that record's name once the browser knows it ("Emily Johnson"), as its
/// links are: the names come from the same lookups (`ReferenceNames`).
extension DetailContent {
    /// A value that names another record: which, and how its name is put ("%@", "by %@").
    package struct Naming: Sendable, Hashable {
        package var reference: ResourceReference
        package var id: Int
        package var pattern: String

        package init(_ reference: ResourceReference, id: Int, _ pattern: String = "%@") {
            self.reference = reference
            self.id = id
            self.pattern = pattern
        }

        func text(with names: ReferenceNames) -> UIText? {
            names.name(reference, id: id).map { UIText(pattern: pattern, .verbatim($0)) }
        }
    }

    /// The records this detail's values and subtitle name, for the name lookups.
    package var namedRecords: [(reference: ResourceReference, id: Int)] {
        ([subtitleNaming] + sections.flatMap(\.fields).map(\.naming)).compactMap { $0.map { ($0.reference, $0.id) } }
    }

    /// This detail with each naming value and the subtitle put by name where `names` knows it.
    package func named(with names: ReferenceNames) -> DetailContent {
        var named = self
        if let text = subtitleNaming?.text(with: names) { named.subtitle = text }
        for section in named.sections.indices {
            for field in named.sections[section].fields.indices {
                if let text = named.sections[section].fields[field].naming?.text(with: names) {
                    named.sections[section].fields[field].value = text
                }
            }
        }
        return named
    }
}

extension DetailContent.Field {
    /// A value that stands for record `named.id` until its name is known.
    package init(_ label: UIText, text value: UIText, named naming: DetailContent.Naming) {
        self.init(label, text: value)
        self.naming = naming
    }
}

extension DetailState {
    /// The detail as drawn: its values that name records put by name where known.
    package func named(with names: ReferenceNames) -> DetailState {
        guard let content else { return self }
        var named = self
        named.content = content.named(with: names)
        return named
    }
}
