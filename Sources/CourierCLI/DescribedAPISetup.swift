import APIDescription
import DescribedAPI
import Dispatch
import Foundation
import Network
import Reactive
import ViewModels

/// `--api SOURCE` (or `COURIER_API`): the description or profile read,
/// discovered and made into the registry and the hosts Courier uses in
/// place of DummyJSON's. A URL is fetched through the network core; a file
/// is read as it is.
struct DescribedAPISetup {
    let api: DiscoveredAPI
    let registry: ResourceRegistry

    /// What a description's fetch accepts: JSON first, then YAML in its spellings.
    static let acceptedTypes = "application/json, application/vnd.oai.openapi+json, application/yaml, application/x-yaml, text/yaml, */*;q=0.5"

    /// The source `--api` or `COURIER_API` names; nil when neither does (DummyJSON).
    static func source(arguments: [String], environment: [String: String]) -> String? {
        lastValue(of: "--api", in: arguments) ?? environment["COURIER_API"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The value of the last `flag` among `arguments`: the command line's wins over the config file's, which comes first.
    static func lastValue(of flag: String, in arguments: [String]) -> String? {
        var found: String?
        var remaining = ArraySlice(arguments)
        while let argument = remaining.popFirst() {
            if argument == flag { found = remaining.first ?? found }
            if argument.hasPrefix(flag + "=") { found = String(argument.dropFirst(flag.count + 1)) }
        }
        return found
    }

    /// The profile `--profile` or `COURIER_PROFILE` lays over the description; nil when neither names one.
    static func profile(arguments: [String], environment: [String: String]) -> String? {
        lastValue(of: "--profile", in: arguments) ?? environment["COURIER_PROFILE"].flatMap { $0.isEmpty ? nil : $0 }
    }

    static func load(_ source: String, profile: String? = nil, timeout: TimeInterval) throws(DescriptionError) -> DescribedAPISetup {
        let api = try APILoader.discover(DescriptionSource(source), profile: profile.map(DescriptionSource.init)) { source throws(DescriptionError) in
            try fetch(source, timeout: timeout)
        }
        guard !api.resources.isEmpty else {
            throw .badProfile(path: "resources", problem: "are none: no GET path of this API answers a list (see 'courier --api \(source) describe')")
        }
        return DescribedAPISetup(api: api, registry: .described(api))
    }

    /// The bytes of a file, or of a URL's answer.
    static func fetch(_ source: DescriptionSource, timeout: TimeInterval) throws(DescriptionError) -> Data {
        switch source {
        case .file(let path):
            guard let data = FileManager.default.contents(atPath: path) else {
                let reason = FileManager.default.fileExists(atPath: path) ? "it cannot be read" : "there is no such file"
                throw .unreadable(source: path, reason: reason)
            }
            return data
        case .url(let url):
            return try download(url, timeout: timeout)
        }
    }

    /// A URL's body through the network core (its transport, redirects, limits), waited for here.
    static func download(_ url: URL, timeout: TimeInterval) throws(DescriptionError) -> Data {
        let host: APIHost
        do {
            host = try APIHost(kind: url.scheme?.lowercased() == "https" ? .release : .test, baseURL: url)
        } catch {
            throw .unreadable(source: url.absoluteString, reason: "not an http(s) URL")
        }
        var configuration = NetworkConfiguration(host: host)
        configuration.timeouts = Timeouts(request: timeout, retryBudget: timeout, resource: max(Timeouts.default.resource, timeout * 2))
        configuration.transportKind = CourierEnvironment.transportKind(environment: ProcessInfo.processInfo.environment)
        let client = NetworkClient(configuration: configuration)
        var route = DescribedRoute(.get, url.path, url: url, label: "description")
        route.extraHeaders = ["Accept": acceptedTypes]
        let answer = WaitedAnswer<NetworkResult<RawBody>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let subscription = client.request(route, as: RawBody.self).subscribe(onNext: { result in
            answer.set(result)
            done.signal()
        })
        _ = done.wait(timeout: .now() + timeout * 2 + 1)
        subscription.dispose()
        switch answer.get() {
        case .value(let body)?: return body.data
        case .error(let error)?: throw .unreadable(source: url.absoluteString, reason: ErrorPresenter.standard.message(for: error))
        case nil: throw .unreadable(source: url.absoluteString, reason: "no answer within \(Int(timeout)) s")
        }
    }

    /// The host `--host` names among the description's servers (by name, or
    /// by number from 1), else `COURIER_HOST`'s, else the first with a URL;
    /// `--base-url` points it elsewhere.
    static func host(_ api: DiscoveredAPI, flag: String?, baseURL: String?, environment: [String: String]) throws(NetworkError) -> APIHost {
        let name = flag ?? environment["COURIER_HOST"].flatMap { $0.isEmpty ? nil : $0 }
        let server: APIServer?
        if let name {
            server = api.servers.first { $0.name.lowercased() == name.lowercased() }
                ?? Int(name).flatMap { api.servers.indices.contains($0 - 1) ? api.servers[$0 - 1] : nil }
            guard server != nil else { throw .invalidRequest(.unknownHost(name)) }
        } else {
            server = api.servers.first { $0.url != nil } ?? api.servers.first
        }
        let url: URL?
        if let baseURL {
            guard let given = URL(string: baseURL), given.scheme != nil else { throw .invalidRequest(.unsupportedURL(baseURL)) }
            url = given
        } else {
            url = server?.url
        }
        guard let url else {
            throw .invalidRequest(.unsupportedURL(server?.template ?? "(no server)"))
        }
        return try APIHost(kind: url.scheme?.lowercased() == "https" ? .release : .test, baseURL: url)
    }
}

/// One value handed from a network thread to the waiting one.
private final class WaitedAnswer<Value: Sendable>: Sendable {
    private let value: SanitizerVisibleMutex<Value>
    init(_ initial: Value) { value = SanitizerVisibleMutex(initial) }
    func set(_ new: Value) { value.withLock { $0 = new } }
    func get() -> Value { value.withLock { $0 } }
}
