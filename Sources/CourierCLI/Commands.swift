import DummyJSON
import Foundation
import JSON
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
    /// `sessions` signs in and checks the session: DummyJSON's unless the API is described.
    /// `serverEndsWithProcess`: the host is a server inside this process (the demo's).
    static func run(_ subcommand: CourierOptions.Subcommand, client: NetworkClient,
                    registry: ResourceRegistry, presenter: ErrorPresenter = .standard,
                    sessions: (any SessionGateway)? = nil, serverEndsWithProcess: Bool = false) async -> Output.Status {
        let sessions = sessions ?? DummyJSONSessions(network: client)
        switch subcommand {
        case .app, .cache, .describe, .config, .completion, .help, .manpage, .doctor: return .usage
        case .login(let username): return await login(username: username, client: client, presenter: presenter, sessions: sessions)
        case .logout: return logout(client: client, presenter: presenter, sessions: sessions)
        case .whoami: return await whoami(client: client, presenter: presenter, sessions: sessions)
        case .get(let request):
            guard let resource = registry[request.resource] else { return .usage }
            return await get(request, resource: resource, client: client, presenter: presenter, sessions: sessions,
                             serverEndsWithProcess: serverEndsWithProcess, names: registry)
        case .write(let request):
            guard let resource = registry[request.resource] else { return .usage }
            return await write(request, resource: resource, client: client, presenter: presenter, sessions: sessions)
        }
    }

    /// `courier add|edit|delete`: sends the write, prints the server's answer
    /// as JSON (secrets left out) and says on stderr that DummyJSON keeps nothing.
    static func write(_ request: CourierOptions.WriteRequest, resource: AnyResource, client: NetworkClient,
                      presenter: ErrorPresenter = .standard, sessions: (any SessionGateway)? = nil) async -> Output.Status {
        let sessions = sessions ?? DummyJSONSessions(network: client)
        var request = request
        if request.kind != .delete, request.fields.isEmpty {
            switch WriteInput.fields(from: FileHandle.standardInput, isTerminal: isatty(STDIN_FILENO) == 1) {
            case .success(let fields): request.fields = fields
            case .failure(let problem):
                Output.error("courier: " + presenter.text(problem.message))
                return .usage
            }
            do throws(CourierOptions.UsageError) {
                try CourierOptions.check(&request, against: resource)
            } catch {
                Output.error("courier: " + presenter.text(error.message))
                return .usage
            }
            if request.fields.isEmpty {
                Output.error("courier: " + presenter.text("nothing to send: give --field NAME=VALUE or a JSON object on stdin"))
                return .usage
            }
        }
        guard sessions.saved != nil else { return notSignedIn(client, presenter: presenter) }
        let kind: SaveRequest.Kind = switch request.kind {
        case .add: .add
        case .edit: .update
        case .delete: .delete
        }
        let id = request.id.flatMap(resource.recordID)
        let save = SaveRequest(resource: resource, id: id ?? 0, changes: request.fields, kind: kind)
        switch await first(resource.write(save, on: client)) {
        case .value(let answer):
            Output.json(answer.json)
            let subject = presenter.text(resource.subject(id: answer.id))
            Output.error("courier: \(presenter.written(kind, subject: subject, kept: resource.keepsWrites, differences: answer.differences))")
            return .success
        case .error(let error):
            return report(error, subject: id.map(resource.subject(id:)) ?? "a new \(UIText(resource.singular))", presenter: presenter)
        }
    }

    static func login(username: String?, client: NetworkClient, presenter: ErrorPresenter = .standard,
                      sessions: (any SessionGateway)? = nil) async -> Output.Status {
        let sessions = sessions ?? DummyJSONSessions(network: client)
        let given: String
        let password: String
        switch sessions.form {
        case .none:
            Output.line(presenter.text("\(client.host.baseURL.absoluteString) needs no sign-in."))
            return .success
        case .secret(let label):
            guard let secret = PasswordReader.read(prompt: presenter.text("\(UIText(label)): ")), !secret.isEmpty else {
                Output.error("courier: " + presenter.text("no \(UIText(label.lowercased())) given"))
                return .failure
            }
            (given, password) = ("", secret)
        case .usernameAndPassword:
            guard let username = (username ?? prompt(presenter.text("Username: ")))?.trimmingCharacters(in: .whitespaces),
                  !username.isEmpty else {
                Output.error("courier: " + presenter.text("a username is needed (--username U)"))
                return .usage
            }
            guard let secret = PasswordReader.read(prompt: presenter.text("Password for \(clean(username)): ")), !secret.isEmpty else {
                Output.error("courier: " + presenter.text("no password given"))
                return .failure
            }
            (given, password) = (username, secret)
        }
        switch await first(sessions.signIn(username: given, password: password)) {
        case .value(let session):
            let host = "\(client.host.kind.rawValue) (\(client.host.baseURL.absoluteString))"
            Output.line(session.username.isEmpty ? presenter.text("Signed in to \(host).")
                        : presenter.text("Signed in to \(host) as \(clean(session.username))."))
            if let failure = sessions.saveFailure {
                Output.error("courier: " + presenter.text(
                    "the session could not be saved to \(clean(failure.path)): \(clean(failure.reason)); the next command will not be signed in"))
                return .failure
            }
            return .success
        case .error(let error):
            Output.error("courier: \(clean(presenter.message(for: error, subject: "sign-in")))")
            return .failure
        }
    }

    static func logout(client: NetworkClient, presenter: ErrorPresenter = .standard,
                       sessions: (any SessionGateway)? = nil) -> Output.Status {
        let wasSignedIn = (sessions ?? DummyJSONSessions(network: client)).saved != nil
        client.signOut()
        Output.line(presenter.text(wasSignedIn ? "Signed out." : "Not signed in."))
        return .success
    }

    static func whoami(client: NetworkClient, presenter: ErrorPresenter = .standard,
                       sessions: (any SessionGateway)? = nil) async -> Output.Status {
        let sessions = sessions ?? DummyJSONSessions(network: client)
        guard sessions.saved != nil else { return notSignedIn(client, presenter: presenter) }
        switch await first(sessions.whoami()) {
        case .value(let line):
            Output.line("\(clean(line)) on \(client.host.kind.rawValue)")
            return .success
        case .error(let error):
            return report(error, subject: nil, presenter: presenter)
        }
    }

    /// One record or one page of `resource`, printed.
    /// `names`: the registry a table's reference columns are named from; nil prints their ids.
    static func get(_ request: CourierOptions.GetRequest, resource: AnyResource, client: NetworkClient,
                    presenter: ErrorPresenter = .standard, sessions: (any SessionGateway)? = nil,
                    serverEndsWithProcess: Bool = false, names: ResourceRegistry? = nil) async -> Output.Status {
        if request.curl {
            do throws(NetworkError) {
                Output.line(clean(try client.curlCommand(for: route(for: request, resource: resource))))
                if serverEndsWithProcess {
                    // The command would otherwise be tried later against a port where nothing listens.
                    Output.error("courier: " + presenter.text(
                        "note: this URL is the demo server inside this courier, and stops answering when this courier exits; for a server that stays, run courier-server and use --host test."))
                }
                return .success
            } catch {
                return report(error, subject: UIText(resource.id), presenter: presenter)
            }
        }
        guard (sessions ?? DummyJSONSessions(network: client)).saved != nil else { return notSignedIn(client, presenter: presenter) }
        if let search = request.search?.trimmingCharacters(in: .whitespaces), search.contains("-"), resource.readsDashAsSpace {
            Output.error("courier: \(presenter.searchReadsDash(search))")
        }
        do throws(NetworkError) {
            switch try await printout(for: request, resource: resource, client: client, presenter: presenter, names: names) {
            case .table(let text), .rows(let text): Output.line(text)
            case .json(let json): Output.json(json)
            }
            return .success
        } catch {
            // The cache would have answered for the network if it held this query.
            let nothingCached = client.cache?.isAvailable == true && NetworkClient.fallsBackToCache(error)
            let subject = request.id.flatMap(resource.recordID).map(resource.subject(id:)) ?? UIText(resource.id)
            return report(error, subject: subject, note: nothingCached ? "Nothing is cached for this query." : nil,
                          presenter: presenter)
        }
    }

    /// The route `get` sends for `request`.
    static func route(for request: CourierOptions.GetRequest, resource: AnyResource) -> any Route {
        if let id = request.id.flatMap(resource.recordID) { return resource.recordRoute(id: id) }
        return resource.route(for: listRequest(request))
    }

    static func listRequest(_ request: CourierOptions.GetRequest) -> ListRequest {
        ListRequest(paging: Paging(limit: request.limit, skip: request.skip), query: request.search ?? "",
                    filter: request.filter, sort: request.sort, wholeRecords: request.json)
    }

    /// What `get` prints: whole records as JSON, the list's columns as an
    /// aligned table (asking the server only for those fields), or lines of
    /// CSV or JSON as `:export` writes them (`ExportEncoding`).
    enum Printout: Equatable {
        case table(String)
        /// JSON as the encoder wrote it: printed as bytes, never made a String on the way.
        case json(Data)
        /// CSV or JSON lines, each already safe for a terminal.
        case rows(String)

        var text: String {
            switch self {
            case .table(let text), .rows(let text): return text
            case .json(let json): return String(decoding: json, as: UTF8.self)
            }
        }
    }

    /// `names`: the registry a table's reference columns are named from (`TableNames`); nil prints their ids.
    static func printout(for request: CourierOptions.GetRequest, resource: AnyResource, client: NetworkClient,
                         presenter: ErrorPresenter = .english, names: ResourceRegistry? = nil) async throws(NetworkError) -> Printout {
        let list = listRequest(request)
        let id = request.id.flatMap(resource.recordID)
        switch request.output {
        case .csv:
            let items = try await sourced(id.map { resource.row(id: $0, on: client) }
                                          ?? resource.page(list, on: client).map { $0.map { page in page.items } }, presenter: presenter)
            return .rows(([ExportEncoding.csvHeader(resource.columns)] + ExportEncoding.csvRows(items, columns: resource.columns))
                .joined(separator: "\n"))
        case .jsonl:
            let data = try await sourced(id.map { resource.recordJSON(id: $0, on: client) } ?? resource.pageJSON(list, on: client),
                                         presenter: presenter)
            let value = try? JSONValue(jsonData: data)
            let records = id == nil ? ExportEncoding.records(inPage: data) ?? [] : value.map { [$0] } ?? []
            return .rows(records.map(ExportEncoding.jsonLine).joined(separator: "\n"))
        case .table, .json:
            break
        }
        switch (id, request.json) {
        case (let id?, true):
            return .json(try await sourced(resource.recordJSON(id: id, on: client), presenter: presenter))
        case (let id?, false):
            let width = Output.tableWidth(requested: request.width)
            let (row, offline) = try await answer(resource.row(id: id, on: client), presenter: presenter)
            return .table(TextTable.render(row, columns: resource.columns, maximumWidth: width, wide: request.wide || width == nil,
                                           presenter: presenter,
                                           names: await tableNames(for: row, columns: resource.columns, registry: names,
                                                                   client: client, offline: offline, presenter: presenter)))
        case (nil, true):
            return .json(try await sourced(resource.pageJSON(list, on: client), presenter: presenter))
        case (nil, false):
            let (page, offline) = try await answer(resource.page(list, on: client), presenter: presenter)
            let count = page.items.count
            let range = count == 0 ? "none" : "\(page.skip + 1)–\(page.skip + count)"
            let width = Output.tableWidth(requested: request.width)
            return .table(TextTable.render(page.items, columns: resource.columns, maximumWidth: width,
                                           wide: request.wide || width == nil, presenter: presenter,
                                           names: await tableNames(for: page.items, columns: resource.columns, registry: names,
                                                                   client: client, offline: offline, presenter: presenter))
                          + "\n\(range) of \(page.total)")
        }
    }

    /// The names of the records a table's reference columns point at, when there is a
    /// registry to look them up in; a failed lookup says so once for each resource on stderr.
    /// `offline`: the rows are the cache's because the network failed, so cached names will do.
    private static func tableNames(for items: ListItems, columns: [ColumnSpec], registry: ResourceRegistry?,
                                   client: NetworkClient, offline: Bool, presenter: ErrorPresenter) async -> ReferenceNames {
        guard let registry else { return .none }
        let outcome = await TableNames.lookUp(for: items, columns: columns, registry: registry, client: client,
                                              cachedWillDo: offline)
        for reference in outcome.unnamed {
            Output.error("courier: " + presenter.text("Names of \(UIText(reference.resource)) could not be looked up: their ids show."))
        }
        return outcome.names
    }

    /// A value through the offline cache. The stream's last word is the
    /// answer: the network's value, the cached one when the network had
    /// nothing newer, or the cached one marked offline, which stderr says (with its age).
    private static func sourced<T: Sendable>(_ stream: Observable<SourcedResult<T>>,
                                             presenter: ErrorPresenter) async throws(NetworkError) -> T {
        try await answer(stream, presenter: presenter).value
    }

    /// `sourced`'s value, and whether it is the cache's because the network failed.
    private static func answer<T: Sendable>(_ stream: Observable<SourcedResult<T>>,
                                            presenter: ErrorPresenter) async throws(NetworkError) -> (value: T, offline: Bool) {
        var last: SourcedResult<T>?
        do {
            for try await result in stream.values { last = result }
        } catch {}
        guard let last else { throw .cancelled }
        switch last.result {
        case .value(let value):
            if case .cache(let storedAt, offline: true) = last.source {
                Output.error("courier: " + presenter.text("offline: showing data cached \(OfflineNote.age(from: storedAt, to: Date()))"))
            }
            return (value, last.source.isOffline)
        case .error(let error):
            throw error
        }
    }

    // MARK: Helpers

    private static func notSignedIn(_ client: NetworkClient, presenter: ErrorPresenter) -> Output.Status {
        Output.error("courier: " + presenter.text("not signed in to \(client.host.kind.rawValue); run 'courier login' first"))
        return .signInNeeded
    }

    /// The error in the person's language, with what to do next in the same language.
    private static func report(_ error: NetworkError, subject: UIText?, note: UIText? = nil,
                               presenter: ErrorPresenter) -> Output.Status {
        let message = clean(presenter.message(for: error, subject: subject))
        if case .unauthorized = error {
            Output.error("courier: \(message) " + presenter.text("Run 'courier login'."))
            return .signInNeeded
        }
        Output.error("courier: \(message)" + (note.map { " " + presenter.text($0) } ?? ""))
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
