import APIDescription
import Foundation
import JSON
import ViewModels

/// An API known by a name, as kubeconfig knows a context: `courier --api
/// shop` (or `defaults: api: shop`) reads its description or profile,
/// offers its hosts by name, and signs in its way.
struct NamedAPI: Equatable {
    var name: String
    /// The description, or the profile when there is no description.
    var source: String
    /// A profile laid over the description.
    var profile: String?
    /// The host used when `--host` names none.
    var host: String?
    /// Base URLs by host name, added to the description's servers (and over those of the same name).
    var hosts: [(name: String, url: URL)] = []
    /// How to sign in, over what the description says.
    var signIn: SignInMethod?

    static func == (lhs: NamedAPI, rhs: NamedAPI) -> Bool {
        lhs.name == rhs.name && lhs.source == rhs.source && lhs.profile == rhs.profile && lhs.host == rhs.host
            && lhs.hosts.map(\.name) == rhs.hosts.map(\.name) && lhs.hosts.map(\.url) == rhs.hosts.map(\.url) && lhs.signIn == rhs.signIn
    }

    /// The API discovered, with the hosts and sign-in this name gives it.
    func applied(to api: DiscoveredAPI) -> DiscoveredAPI {
        var api = api
        for host in hosts {
            api.servers.removeAll { $0.name.lowercased() == host.name.lowercased() }
        }
        api.servers = hosts.map { APIServer(name: $0.name, url: $0.url, template: $0.url.absoluteString) } + api.servers
        if let host, let index = api.servers.firstIndex(where: { $0.name.lowercased() == host.lowercased() }) {
            // The first server with a URL is the one taken when no host is named.
            api.servers.insert(api.servers.remove(at: index), at: 0)
        }
        if let signIn { api.signIn = signIn }
        return api
    }
}

/// `apis:`
///
///     apis:
///       shop:
///         description: https://shop.example.com/openapi.json   # or a file
///         profile: ~/shop-profile.yaml
///         host: staging
///         hosts:
///           staging: http://127.0.0.1:8000
///         auth: bearer      # none, basic, bearer, api-key, oauth2-password, token-login
extension ConfigReader {
    static let apiKeys = ["description", "profile", "host", "hosts", "auth"]

    mutating func apis(environment: [String: String]) -> [String: NamedAPI] {
        var apis: [String: NamedAPI] = [:]
        for (name, value) in mapping(["apis"]) {
            let path = ["apis", name]
            guard value.objectValue != nil else {
                problem(path, "an API is a mapping: description, profile, host, hosts, auth")
                continue
            }
            var description: String?, profile: String?, named = NamedAPI(name: name, source: "")
            var usable = true
            for (key, field) in mapping(path) {
                let fieldPath = path + [key]
                switch key {
                case "description", "profile":
                    guard let text = Self.text(field), !text.isEmpty else {
                        problem(fieldPath, "\(key) takes a URL or a file")
                        usable = false
                        continue
                    }
                    let source = text.contains("://") ? text : ConfigFile.expanded(text, environment: environment)
                    if key == "description" { description = source } else { profile = source }
                case "host":
                    named.host = Self.text(field)
                case "hosts":
                    for (host, url) in mapping(fieldPath) {
                        guard let text = Self.text(url), let parsed = URL(string: text), parsed.scheme == "http" || parsed.scheme == "https" else {
                            problem(fieldPath + [host], "a host takes an http or https URL")
                            continue
                        }
                        named.hosts.append((host, parsed))
                    }
                case "auth":
                    named.signIn = signIn(field, at: fieldPath)
                default:
                    problem(fieldPath, "an API has no “\(key)”: it takes \(UIText.verbatim(Self.apiKeys.joined(separator: ", ")))")
                }
            }
            guard let source = description ?? profile else {
                if usable { problem(path, "the API “\(name)” needs a description or a profile") }
                continue
            }
            named.source = source
            named.profile = description == nil ? nil : profile
            apis[name] = named
        }
        return apis
    }

    /// `auth: bearer`, or a mapping with its kind and details:
    /// `{kind: api-key, name: X-Key, in: header}`, `{kind: oauth2-password, token-url: /token}`,
    /// `{kind: token-login, login-url: /auth/login, refresh-url: /auth/refresh}`.
    private mutating func signIn(_ value: JSONValue, at path: [String]) -> SignInMethod? {
        let object = value.objectValue ?? [:]
        let kind = (Self.text(value) ?? object["kind"].flatMap(Self.text) ?? "").lowercased()
        func field(_ key: String) -> String? { object[key].flatMap(Self.text) }
        switch kind {
        case "none": return SignInMethod.none
        case "basic": return .basic
        case "bearer": return .bearer
        case "api-key":
            guard let name = field("name") else {
                problem(path, "api-key takes name (the header, query or cookie name) and in (header, query or cookie)")
                return nil
            }
            guard let location = SecurityScheme.APIKeyLocation(rawValue: (field("in") ?? "header").lowercased()) else {
                problem(path, "api-key's in is header, query or cookie")
                return nil
            }
            return .apiKey(name: name, location: location)
        case "oauth2-password":
            guard let url = field("token-url") else {
                problem(path, "oauth2-password takes token-url (and refresh-url if it differs)")
                return nil
            }
            return .oauth2Password(tokenURL: url, refreshURL: field("refresh-url"))
        case "token-login":
            guard let url = field("login-url") else {
                problem(path, "token-login takes login-url (and refresh-url)")
                return nil
            }
            return .tokenLogin(loginURL: url, refreshURL: field("refresh-url"))
        default:
            problem(path, "auth is none, basic, bearer, api-key, oauth2-password or token-login")
            return nil
        }
    }
}
