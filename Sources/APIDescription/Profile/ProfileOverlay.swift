/// A profile laid over what discovery found (or over nothing, for an API
/// with no description): its title, servers and sign-in replace
/// discovery's; its resources correct or add to discovery's, in its order.
package enum ProfileOverlay {
    package static func apply(_ profile: APIProfile, to discovered: DiscoveredAPI?) throws(DescriptionError) -> DiscoveredAPI {
        var api = discovered ?? DiscoveredAPI(title: profile.title ?? "API", servers: [], signIn: .none, resources: [])
        if let title = profile.title { api.title = title }
        if let servers = profile.servers { api.servers = servers }
        if let signIn = profile.signIn { api.signIn = signIn }
        var ordered: [DiscoveredResource] = []
        var remaining = api.resources
        for resourceProfile in profile.resources {
            if let index = remaining.firstIndex(where: { $0.id == resourceProfile.id }) {
                var resource = remaining.remove(at: index)
                resourceProfile.apply(to: &resource)
                if !resourceProfile.hidden { ordered.append(resource) }
            } else if !resourceProfile.hidden {
                ordered.append(try resourceProfile.makeResource())
            }
        }
        api.resources = ordered + (profile.onlyListed ? [] : remaining)
        if api.servers.isEmpty {
            throw .badProfile(path: "servers", problem: "are missing: with no description, the profile must say where the API is")
        }
        return api
    }
}
