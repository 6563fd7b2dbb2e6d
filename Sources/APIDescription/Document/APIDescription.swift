import Foundation
import JSON

/// An OpenAPI 3.0 or 3.1 document as Courier reads it: its servers, its
/// operations with their parameters and schemas, how it signs clients in,
/// and the problems found on the way (each in a corner the rest can do without).
package struct APIDescription: Sendable {
    /// "3.1.0".
    package var version: String
    package var title: String
    package var servers: [APIServer]
    /// In path order, then method order (get, put, post, delete, patch).
    package var operations: [APIOperation]
    package var securitySchemes: [String: SecurityScheme]
    package var problems: [DescriptionProblem]
    /// Where it was read from, which its relative server URLs resolve against.
    package var sourceURL: URL?
    package let resolver: ReferenceResolver

    /// The named schema `#/components/schemas/<name>`.
    package func schema(named name: String) -> JSONSchema? {
        resolver.root["components"]?["schemas"]?[name].map { JSONSchema($0, resolver: resolver) }
    }

    package func operation(_ method: APIOperation.Method, _ path: String) -> APIOperation? {
        operations.first { $0.method == method && $0.path == path }
    }

    package func operation(id: String) -> APIOperation? {
        operations.first { $0.operationID == id }
    }

    /// Reads the parts of a parsed document. `root` must already be known to
    /// say `openapi: 3.0.x` or `3.1.x`.
    init(root: JSONValue, version: String, sourceURL: URL?) {
        let resolver = ReferenceResolver(root: root)
        self.resolver = resolver
        self.version = version
        self.sourceURL = sourceURL
        title = root["info"]?["title"]?.stringValue ?? sourceURL?.lastPathComponent ?? "API"
        servers = APIServer.servers(in: root["servers"], relativeTo: sourceURL)
        var problems = resolver.audit()
        var schemes: [String: SecurityScheme] = [:]
        for (name, node) in root["components"]?["securitySchemes"]?.objectValue ?? [:] {
            schemes[name] = SecurityScheme.scheme(resolver.resolve(node).value.objectValue ?? [:])
        }
        securitySchemes = schemes
        let globalSecurity = Self.requirements(root["security"]) ?? []
        var operations: [APIOperation] = []
        let paths = root["paths"]?.objectValue ?? [:]
        if root["paths"] != nil && root["paths"]?.objectValue == nil {
            problems.append(DescriptionProblem("#/paths", "is not a mapping of paths"))
        }
        for path in paths.keys.sorted() {
            // OpenAPI's paths begin with "/"; another would be asked for relative to the server's URL.
            guard path.hasPrefix("/") else {
                problems.append(DescriptionProblem(JSONPointer(tokens: ["paths", path]).description, "is not a path: it does not begin with /"))
                continue
            }
            guard let item = resolver.resolve(paths[path] ?? .null).value.objectValue else { continue }
            let shared = Self.parameters(item["parameters"], resolver: resolver)
            for method in APIOperation.Method.allCases {
                guard let node = item[method.rawValue]?.objectValue else { continue }
                operations.append(Self.operation(node, method: method, path: path, shared: shared, globalSecurity: globalSecurity,
                                                 resolver: resolver))
            }
        }
        self.operations = operations
        self.problems = problems
    }

    private static func operation(
        _ node: [String: JSONValue], method: APIOperation.Method, path: String, shared: [APIParameter],
        globalSecurity: [[String]], resolver: ReferenceResolver
    ) -> APIOperation {
        var parameters = shared
        for parameter in Self.parameters(node["parameters"], resolver: resolver) {
            parameters.removeAll { $0.name == parameter.name && $0.location == parameter.location }
            parameters.append(parameter)
        }
        let body = resolver.resolve(node["requestBody"] ?? .null).value
        let bodyContent = Self.content(body["content"], resolver: resolver)
        return APIOperation(
            method: method, path: path, operationID: node["operationId"]?.stringValue, summary: node["summary"]?.stringValue,
            tags: node["tags"]?.arrayValue?.compactMap(\.stringValue) ?? [], parameters: parameters,
            requestBody: bodyContent?.schema, requestContentType: bodyContent?.type,
            response: Self.successResponse(node["responses"], resolver: resolver),
            security: Self.requirements(node["security"]) ?? globalSecurity,
            links: Self.links(node["responses"], resolver: resolver))
    }

    static func parameters(_ list: JSONValue?, resolver: ReferenceResolver) -> [APIParameter] {
        (list?.arrayValue ?? []).compactMap { raw in
            let node = resolver.resolve(raw).value
            guard let name = node["name"]?.stringValue, let location = node["in"]?.stringValue.flatMap(APIParameter.Location.init)
            else { return nil }
            let schema = node["schema"] ?? Self.content(node["content"], resolver: resolver).map { _ in JSONValue.object([:]) }
            return APIParameter(name: name, location: location, isRequired: node["required"]?.boolValue ?? (location == .path),
                                schema: schema.map { JSONSchema($0, resolver: resolver) }, summary: node["description"]?.stringValue)
        }
    }

    /// 200, 201, the other 2xx in order, `2XX`, then `default`.
    static func successResponse(_ responses: JSONValue?, resolver: ReferenceResolver) -> APIResponse? {
        let all = responses?.objectValue ?? [:]
        let statuses = all.keys.compactMap(Int.init).filter { (200..<300).contains($0) }.sorted()
        let key = statuses.first.map(String.init) ?? (all["2XX"] != nil ? "2XX" : all["default"] != nil ? "default" : nil)
        guard let key, let raw = all[key] else { return nil }
        let node = resolver.resolve(raw).value
        let content = Self.content(node["content"], resolver: resolver)
        let headers = (node["headers"]?.objectValue ?? [:]).keys.sorted()
        return APIResponse(status: Int(key) ?? 200, schema: content?.schema, contentType: content?.type, headers: headers)
    }

    /// The JSON content's schema (or a form's, or whatever is first).
    static func content(_ content: JSONValue?, resolver: ReferenceResolver) -> (type: String, schema: JSONSchema?)? {
        guard let media = content?.objectValue, !media.isEmpty else { return nil }
        let types = media.keys.sorted()
        let type = types.first { $0.lowercased().hasPrefix("application/json") }
            ?? types.first { $0.lowercased().contains("+json") }
            ?? types.first { $0.lowercased() == "application/x-www-form-urlencoded" }
            ?? types.first { $0 == "*/*" }
            ?? types[0]
        let schema = media[type]?["schema"].map { JSONSchema($0, resolver: resolver) }
        return (type, schema)
    }

    static func links(_ responses: JSONValue?, resolver: ReferenceResolver) -> [APILink] {
        guard let success = successResponseNode(responses, resolver: resolver) else { return [] }
        let links = resolver.resolve(success["links"] ?? .null).value.objectValue ?? [:]
        return links.keys.sorted().compactMap { name in
            let link = resolver.resolve(links[name] ?? .null).value
            let parameters = (link["parameters"]?.objectValue ?? [:]).compactMapValues(\.stringValue)
            guard link["operationId"] != nil || link["operationRef"] != nil else { return nil }
            return APILink(name: name, operationID: link["operationId"]?.stringValue, operationRef: link["operationRef"]?.stringValue,
                           parameters: parameters)
        }
    }

    private static func successResponseNode(_ responses: JSONValue?, resolver: ReferenceResolver) -> JSONValue? {
        let all = responses?.objectValue ?? [:]
        guard let key = all.keys.compactMap(Int.init).filter({ (200..<300).contains($0) }).min().map(String.init) ?? (all["2XX"] != nil ? "2XX" : nil)
        else { return nil }
        return all[key].map { resolver.resolve($0).value }
    }

    /// `[{bearer: []}, {}]` is two ways: the bearer scheme, or none.
    static func requirements(_ node: JSONValue?) -> [[String]]? {
        guard let list = node?.arrayValue else { return nil }
        return list.map { ($0.objectValue ?? [:]).keys.sorted() }
    }
}
