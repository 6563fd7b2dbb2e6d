/// Which fields name one record for a person, so that a field of another
/// resource holding its id can show the name instead: a title-like field,
/// else a given and a family name, else a username or the like.
enum NameDiscovery {
    /// Fields that are a record's name on their own, best first.
    static let titleNames = ["title", "name", "full_name", "fullName", "display_name", "displayName"]
    /// A person's given and family name.
    static let personNames = [("firstName", "lastName"), ("first_name", "last_name"), ("givenName", "familyName"),
                              ("given_name", "family_name")]
    /// What names a record when nothing better does.
    static let fallbackNames = ["username", "login", "handle", "label", "subject", "headline", "email", "code", "slug"]

    static func describe(_ resource: inout DiscoveredResource) {
        guard let schema = resource.recordSchema ?? resource.itemSchema, !schema.isEmpty else { return }
        func usable(_ name: String) -> Bool {
            schema.property(name)?.type == "string" && !resource.secretFields.contains(name)
        }
        if let title = titleNames.first(where: usable) {
            resource.nameFields = [title]
        } else if let (given, family) = personNames.first(where: { usable($0.0) && usable($0.1) }) {
            resource.nameFields = [given, family]
            resource.namesPerson = true
        } else if let other = fallbackNames.first(where: { usable($0) && $0 != resource.idField }) {
            resource.nameFields = [other]
        }
    }
}
