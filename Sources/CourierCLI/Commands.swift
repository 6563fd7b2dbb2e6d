import DummyJSON
import Foundation
import Models
import Network
import Reactive
import SafeText
import ViewModels

/// The scriptable subcommands: they share the registry, the routers, the
/// session and the host switch with the app, and answer with exit statuses
/// a script can test.
enum Commands {
    /// `presenter` words the errors: the locale's, or `--lang`'s.
    static func run(_ subcommand: CourierOptions.Subcommand, client: NetworkClient,
                    registry: ResourceRegistry, presenter: ErrorPresenter = .standard) async -> Output.Status {
        switch subcommand {
        case .app, .cache: return .usage
        case .login(let username): return await login(username: username, client: client, presenter: presenter)
        case .logout: return logout(client: client)
        case .whoami: return await whoami(client: client, presenter: presenter)
        case .get(let request):
            guard let resource = registry[request.resource] else { return .usage }
            return await get(request, resource: resource, client: client, presenter: presenter)
        case .write(let request):
            guard let resource = registry[request.resource] else { return .usage }
            return await write(request, resource: resource, client: client, presenter: presenter)
        }
    }

    /// `courier add|edit|delete`: sends the write, prints the server's answer
    /// as JSON (secrets left out) and says on stderr that DummyJSON keeps nothing.
    static func write(_ request: CourierOptions.WriteRequest, resource: AnyResource, client: NetworkClient,
                      presenter: ErrorPresenter = .standard) async -> Output.Status {
        var request = request
        if request.kind != .delete, request.fields.isEmpty {
            switch WriteInput.fields(from: FileHandle.standardInput, isTerminal: isatty(STDIN_FILENO) == 1) {
            case .success(let fields): request.fields = fields
            case .failure(let problem):
                Output.error("courier: \(problem.description)")
                return .usage
            }
            do throws(CourierOptions.UsageError) {
                try CourierOptions.check(&request, against: resource)
            } catch {
                Output.error("courier: \(error.description)")
                return .usage
            }
            if request.fields.isEmpty {
                Output.error("courier: nothing to send: give --field NAME=VALUE or a JSON object on stdin")
                return .usage
            }
        }
        guard client.sessionStore.current != nil else { return notSignedIn(client) }
        let kind: SaveRequest.Kind = switch request.kind {
        case .add: .add
        case .edit: .update
        case .delete: .delete
        }
        let save = SaveRequest(resource: resource, id: request.id ?? 0, changes: request.fields, kind: kind)
        switch await first(resource.write(save, on: client)) {
        case .value(let answer):
            Output.json(String(decoding: answer.json, as: UTF8.self))
            Output.error("courier: \(presenter.written(kind, subject: resource.subject(id: answer.id), differences: answer.differences))")
            return .success
        case .error(let error):
            return report(error, subject: request.id.map(resource.subject(id:)) ?? "a new \(UIText(resource.singular))", presenter: presenter)
        }
    }

    static func login(username: String?, client: NetworkClient, presenter: ErrorPresenter = .standard) async -> Output.Status {
        guard let username = (username ?? prompt("Username: "))?.trimmingCharacters(in: .whitespaces), !username.isEmpty else {
            Output.error("courier: a username is needed (--username U)")
            return .usage
        }
        guard let password = PasswordReader.read(prompt: "Password for \(clean(username)): "), !password.isEmpty else {
            Output.error("courier: no password given")
            return .failure
        }
        switch await first(client.signIn(username: username, password: password)) {
        case .value(let session):
            Output.line("Signed in to \(client.host.kind.rawValue) (\(client.host.baseURL.absoluteString)) as \(clean(session.username)).")
            return .success
        case .error(let error):
            Output.error("courier: \(clean(presenter.message(for: error, subject: "sign-in")))")
            return .failure
        }
    }

    static func logout(client: NetworkClient) -> Output.Status {
        let wasSignedIn = client.sessionStore.current != nil
        client.signOut()
        Output.line(wasSignedIn ? "Signed out." : "Not signed in.")
        return .success
    }

    static func whoami(client: NetworkClient, presenter: ErrorPresenter = .standard) async -> Output.Status {
        guard client.sessionStore.current != nil else { return notSignedIn(client) }
        do {
            let user = try await client.value(AuthRouter.me, as: User.self)
            Output.line("\(clean(user.username)) (\(clean(user.firstName)) \(clean(user.lastName)), \(clean(user.email))) on \(client.host.kind.rawValue)")
            return .success
        } catch {
            return report(error, subject: nil, presenter: presenter)
        }
    }

    /// One record or one page of `resource`, printed.
    static func get(_ request: CourierOptions.GetRequest, resource: AnyResource, client: NetworkClient,
                    presenter: ErrorPresenter = .standard) async -> Output.Status {
        if request.curl {
            do throws(NetworkError) {
                Output.line(clean(try client.curlCommand(for: route(for: request, resource: resource))))
                return .success
            } catch {
                return report(error, subject: UIText(resource.id), presenter: presenter)
            }
        }
        guard client.sessionStore.current != nil else { return notSignedIn(client) }
        if let search = request.search?.trimmingCharacters(in: .whitespaces), search.contains("-") {
            Output.error("courier: \(presenter.searchReadsDash(search))")
        }
        do throws(NetworkError) {
            switch try await printout(for: request, resource: resource, client: client, presenter: presenter) {
            case .table(let text): Output.line(text)
            case .json(let text): Output.json(text)
            }
            return .success
        } catch {
            // The cache would have answered for the network if it held this query.
            let nothingCached = client.cache?.isAvailable == true && NetworkClient.fallsBackToCache(error)
            let subject = request.id.map(resource.subject(id:)) ?? UIText(resource.id)
            return report(error, subject: subject, note: nothingCached ? "Nothing is cached for this query." : nil,
                          presenter: presenter)
        }
    }

    /// The route `get` sends for `request`.
    static func route(for request: CourierOptions.GetRequest, resource: AnyResource) -> any Route {
        if let id = request.id { return resource.recordRoute(id: id) }
        return resource.route(for: listRequest(request))
    }

    static func listRequest(_ request: CourierOptions.GetRequest) -> ListRequest {
        ListRequest(paging: Paging(limit: request.limit, skip: request.skip), query: request.search ?? "",
                    filter: request.filter, sort: request.sort, wholeRecords: request.json)
    }

    /// What `get` prints: whole records as JSON, or the list's columns as an
    /// aligned table (asking the server only for those fields).
    enum Printout: Equatable {
        case table(String)
        case json(String)

        var text: String {
            switch self {
            case .table(let text), .json(let text): return text
            }
        }
    }

    static func printout(for request: CourierOptions.GetRequest, resource: AnyResource, client: NetworkClient,
                         presenter: ErrorPresenter = .english) async throws(NetworkError) -> Printout {
        let list = listRequest(request)
        switch (request.id, request.json) {
        case (let id?, true):
            return .json(String(decoding: try await sourced(resource.recordJSON(id: id, on: client)), as: UTF8.self))
        case (let id?, false):
            let width = Output.tableWidth(requested: request.width)
            return .table(TextTable.render(try await sourced(resource.row(id: id, on: client)), columns: resource.columns,
                                           maximumWidth: width, wide: request.wide || width == nil, presenter: presenter))
        case (nil, true):
            return .json(String(decoding: try await sourced(resource.pageJSON(list, on: client)), as: UTF8.self))
        case (nil, false):
            let page = try await sourced(resource.page(list, on: client))
            let count = page.items.count
            let range = count == 0 ? "none" : "\(page.skip + 1)–\(page.skip + count)"
            let width = Output.tableWidth(requested: request.width)
            return .table(TextTable.render(page.items, columns: resource.columns, maximumWidth: width,
                                           wide: request.wide || width == nil, presenter: presenter)
                          + "\n\(range) of \(page.total)")
        }
    }

    /// A value through the offline cache. The stream's last word is the
    /// answer: the network's value, the cached one when the network had
    /// nothing newer, or the cached one marked offline, which stderr says (with its age).
    private static func sourced<T: Sendable>(_ stream: Observable<SourcedResult<T>>) async throws(NetworkError) -> T {
        var last: SourcedResult<T>?
        do {
            for try await result in stream.values { last = result }
        } catch {}
        guard let last else { throw .cancelled }
        switch last.result {
        case .value(let value):
            if case .cache(let storedAt, offline: true) = last.source {
                Output.error("courier: offline: showing data cached \(OfflineNote.age(from: storedAt, to: Date()))")
            }
            return value
        case .error(let error):
            throw error
        }
    }

    // MARK: Helpers

    private static func notSignedIn(_ client: NetworkClient) -> Output.Status {
        Output.error("courier: not signed in to \(client.host.kind.rawValue); run 'courier login' first")
        return .signInNeeded
    }

    private static func report(_ error: NetworkError, subject: UIText?, note: String? = nil,
                               presenter: ErrorPresenter) -> Output.Status {
        let message = clean(presenter.message(for: error, subject: subject))
        if case .unauthorized = error {
            Output.error("courier: \(message) Run 'courier login'.")
            return .signInNeeded
        }
        Output.error("courier: \(message)" + (note.map { " \($0)" } ?? ""))
        return .failure
    }

    private static func prompt(_ text: String) -> String? {
        PromptGuard.run(restoring: nil) {
            Output.prompt(text)
            return readLine(strippingNewline: true)
        }
    }

    /// Server text made safe for a terminal: escape sequences and controls removed.
    static func clean(_ text: String) -> String { Sanitizer.singleLine(text) }

    /// The first element of a request stream.
    private static func first<T: Sendable>(_ stream: Observable<NetworkResult<T>>) async -> NetworkResult<T> {
        do {
            for try await result in stream.values { return result }
        } catch {}
        return .error(.cancelled)
    }
}
