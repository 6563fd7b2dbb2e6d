/// A profile laid over what discovery found (or over nothing, for an API
/// with no description): its title, servers and sign-in replace
/// discovery's; its resources correct or add to discovery's, in its order.
package enum ProfileOverlay {
    /// `description`, when there is one, says which filters the search and
    /// the sort go with once the profile has moved them (`CombinationDiscovery`).
    package static func apply(_ profile: APIProfile, to discovered: DiscoveredAPI?,
                              description: APIDescription? = nil) throws(DescriptionError) -> DiscoveredAPI {
        var api = discovered ?? DiscoveredAPI(title: profile.title ?? "API", servers: [], signIn: .none, resources: [])
        let operations = description.map { OperationIndex($0.operations) }
        if let title = profile.title { api.title = title }
        if let servers = profile.servers { api.servers = servers }
        if let signIn = profile.signIn { api.signIn = signIn }
        var ordered: [DiscoveredResource] = []
        var remaining = api.resources
        for resourceProfile in profile.resources {
            if let index = remaining.firstIndex(where: { $0.id == resourceProfile.id }) {
                var resource = remaining.remove(at: index)
                resourceProfile.apply(to: &resource)
                if let operations { CombinationDiscovery.describe(&resource, index: operations) }
                resourceProfile.applyCombinations(to: &resource)
                if !resourceProfile.hidden { ordered.append(resource) }
            } else if !resourceProfile.hidden {
                var resource = try resourceProfile.makeResource()
                if let operations { CombinationDiscovery.describe(&resource, index: operations) }
                resourceProfile.applyCombinations(to: &resource)
                ordered.append(resource)
            }
        }
        api.resources = ordered + (profile.onlyListed ? [] : remaining)
        if api.servers.isEmpty {
            throw .badProfile(path: "servers", problem: "are missing: with no description, the profile must say where the API is")
        }
        return api
    }
}
