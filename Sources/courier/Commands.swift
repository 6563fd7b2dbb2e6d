import Foundation
import Models
import Network
import Reactive
import TUI
import ViewModels

/// The scriptable subcommands: they share the routers, the session and the
/// host switch with the app, and answer with exit statuses a script can test.
enum Commands {
    static func run(_ subcommand: CourierOptions.Subcommand, network: NetworkClient) async -> Output.Status {
        switch subcommand {
        case .app: return .usage
        case .login(let username): return await login(username: username, network: network)
        case .logout: return logout(network: network)
        case .whoami: return await whoami(network: network)
        case .get(let request): return await get(request, network: network)
        case .cache: return .usage
        }
    }

    static func login(username: String?, network: NetworkClient) async -> Output.Status {
        guard let username = (username ?? prompt("Username: "))?.trimmingCharacters(in: .whitespaces), !username.isEmpty else {
            Output.error("courier: a username is needed (--username U)")
            return .usage
        }
        guard let password = PasswordReader.read(prompt: "Password for \(username): "), !password.isEmpty else {
            Output.error("courier: no password given")
            return .failure
        }
        let result = await first(network.signIn(username: username, password: password))
        switch result {
        case .value(let session):
            Output.line("Signed in to \(network.host.kind.rawValue) (\(network.host.baseURL.absoluteString)) as \(clean(session.username)).")
            return .success
        case .error(let error):
            Output.error("courier: \(error.message)")
            return .failure
        }
    }

    static func logout(network: NetworkClient) -> Output.Status {
        let wasSignedIn = network.sessionStore.current != nil
        network.signOut()
        Output.line(wasSignedIn ? "Signed out." : "Not signed in.")
        return .success
    }

    static func whoami(network: NetworkClient) async -> Output.Status {
        guard network.sessionStore.current != nil else { return notSignedIn(network) }
        do {
            let user = try await network.value(AuthRouter.me, as: User.self)
            Output.line("\(clean(user.username)) (\(clean(user.firstName)) \(clean(user.lastName)), \(clean(user.email))) on \(network.host.kind.rawValue)")
            return .success
        } catch {
            return report(error, network: network)
        }
    }

    static func get(_ request: CourierOptions.GetRequest, network: NetworkClient) async -> Output.Status {
        guard network.sessionStore.current != nil else { return notSignedIn(network) }
        do {
            let paging = Paging(limit: request.limit, skip: request.skip)
            let output: String
            switch request.resource {
            case .products:
                let fields = ResourceEndpoints<ProductSummary>.listFields
                output = try await fetch(
                    request, network: network, full: Product.self, columns: ResourceColumns.products,
                    detail: { ProductRouter.detail(id: $0) },
                    page: { select in request.search.map { ProductRouter.search($0, paging, select: select ? fields : nil) }
                        ?? ProductRouter.list(paging, select: select ? fields : nil) })
            case .posts:
                let fields = ResourceEndpoints<PostSummary>.listFields
                output = try await fetch(
                    request, network: network, full: Post.self, columns: ResourceColumns.posts,
                    detail: { PostRouter.detail(id: $0) },
                    page: { select in request.search.map { PostRouter.search($0, paging, select: select ? fields : nil) }
                        ?? PostRouter.list(paging, select: select ? fields : nil) })
            case .users:
                let fields = ResourceEndpoints<UserSummary>.listFields
                output = try await fetch(
                    request, network: network, full: User.self, columns: ResourceColumns.users,
                    detail: { UserRouter.detail(id: $0) },
                    page: { select in request.search.map { UserRouter.search($0, paging, select: select ? fields : nil) }
                        ?? UserRouter.list(paging, select: select ? fields : nil) })
            }
            Output.line(output)
            return .success
        } catch {
            // The cache would have answered for the network if it held this query.
            let nothingCached = network.cache?.isAvailable == true && NetworkClient.fallsBackToCache(error)
            return report(error, network: network, note: nothingCached ? "Nothing is cached for this query." : nil)
        }
    }

    /// One item or one page: whole records as JSON, or the list's columns as an
    /// aligned table (asking the server only for those fields).
    private static func fetch<Full: PageItem, Summary: PageItem>(
        _ request: CourierOptions.GetRequest, network: NetworkClient, full: Full.Type, columns: [ResourceColumn<Summary>],
        detail: (Int) -> any Route, page: (_ select: Bool) -> any Route
    ) async throws(NetworkError) -> String {
        if let id = request.id {
            if request.json { return json(try await sourced(detail(id), as: Full.self, network: network)) }
            return TextTable.render([try await sourced(detail(id), as: Summary.self, network: network)], columns: columns)
        }
        if request.json { return json(try await sourced(page(false), as: Page<Full>.self, network: network)) }
        let result = try await sourced(page(true), as: Page<Summary>.self, network: network)
        let range = result.items.isEmpty ? "none" : "\(result.skip + 1)–\(result.skip + result.items.count)"
        return TextTable.render(result.items, columns: columns) + "\n\(range) of \(result.total)"
    }

    /// A route's value through the offline cache. The stream's last word is the
    /// answer: the network's value, the cached one when the network had nothing
    /// newer, or the cached one marked offline, which stderr says (with its age).
    private static func sourced<T: Decodable & Sendable>(
        _ route: any Route, as type: T.Type, network: NetworkClient
    ) async throws(NetworkError) -> T {
        var last: SourcedResult<T>?
        do {
            for try await result in network.requestSourced(route, as: T.self).values { last = result }
        } catch {}
        guard let last else { throw .cancelled }
        switch last.result {
        case .value(let value):
            if case .cache(let storedAt, offline: true) = last.source {
                Output.error("courier: offline: showing data cached \(StatusLine.age(from: storedAt, to: Date()))")
            }
            return value
        case .error(let error):
            throw error
        }
    }

    // MARK: Helpers

    private static func notSignedIn(_ network: NetworkClient) -> Output.Status {
        Output.error("courier: not signed in to \(network.host.kind.rawValue); run 'courier login' first")
        return .signInNeeded
    }

    private static func report(_ error: NetworkError, network: NetworkClient, note: String? = nil) -> Output.Status {
        if case .unauthorized = error {
            Output.error("courier: \(error.message) Run 'courier login'.")
            return .signInNeeded
        }
        Output.error("courier: \(error.message)" + (note.map { " \($0)" } ?? ""))
        return .failure
    }

    private static func prompt(_ text: String) -> String? {
        FileHandle.standardError.write(Data(text.utf8))
        return readLine(strippingNewline: true)
    }

    /// Server text made safe for a terminal: escape sequences and controls removed.
    static func clean(_ text: String) -> String { Sanitizer.singleLine(text) }

    /// JSON escapes every control character, so it is safe to print as it is.
    private static func json<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The first element of a request stream.
    private static func first<T: Sendable>(_ stream: Observable<NetworkResult<T>>) async -> NetworkResult<T> {
        do {
            for try await result in stream.values { return result }
        } catch {}
        return .error(.cancelled)
    }
}
