import APIDescription
import Foundation

/// `courier --api SOURCE describe`: what Courier made of an API, in the
/// order a person checks it (hosts, sign-in, then each resource), and what
/// it went around. Plain text for a terminal or a diff; `Output` sanitises it.
enum DescribeCommand {
    static func text(_ api: DiscoveredAPI) -> String {
        var lines = ["\(api.title)", ""]
        lines.append("hosts (--host):")
        for (index, server) in api.servers.enumerated() {
            let url = server.url?.absoluteString ?? "\(server.template) (relative: give --base-url)"
            lines.append("  \(index + 1). \(server.name)  \(url)")
        }
        lines.append("")
        lines.append("sign-in: \(signIn(api.signIn))")
        lines.append("")
        lines.append("resources:")
        for resource in api.resources {
            lines.append("  \(resource.id): \(resource.title), each one \(resource.singular)")
            lines.append("    list    GET \(resource.listPath)" + (resource.itemsKey.map { ", items at '\($0)'" } ?? ", the answer is the list")
                         + (resource.requiresAuth ? ", signed in" : ""))
            if let owner = resource.listedPer {
                let per = (resource.filters.first { $0.name == owner }?.title ?? owner).lowercased()
                lines.append("    owner   no list of its own: listed per \(per) (--filter \(owner)=…, or the link on a \(per)'s detail)")
            }
            lines.append("    record  " + (resource.recordPath.map { "GET \($0), id '\(resource.idField)'" } ?? "none: the detail shows the list's item"))
            lines.append("    paging  \(paging(resource.paging))" + (resource.total.map { "; total \(total($0))" } ?? "; no total"))
            if let search = resource.search {
                lines.append("    search  ?\(search.parameter)=…" + (search.path.map { " at \($0)" } ?? ""))
            }
            if let select = resource.selectParameter { lines.append("    select  ?\(select)=<the columns' fields>") }
            if let sort = resource.sort {
                lines.append("    sort    ?\(sort.parameter)=… by \(sort.fields.joined(separator: ", "))"
                             + (resource.search != nil && !resource.sortsSearches ? " (not a search's)" : ""))
            }
            if !resource.filters.isEmpty {
                let filters = resource.filters.map { filter in
                    let without = [resource.search != nil && !filter.searchable ? "search" : nil,
                                   resource.sort != nil && !filter.sortable ? "sort" : nil].compactMap { $0 }
                    return filter.name + (filter.choices.isEmpty ? "" : "=\(filter.choices.joined(separator: "|"))")
                        + (resource.filterPaths[filter.name].map { " at \($0)" } ?? "")
                        + (without.isEmpty ? "" : " (not with a \(without.joined(separator: " or a ")))")
                }
                lines.append("    filters \(filters.joined(separator: "; "))")
            }
            lines.append("    columns \(resource.columns.map { "\($0.field) (\($0.kind))" }.joined(separator: ", "))")
            if let picture = resource.picture { lines.append("    picture \(picture)") }
            if !resource.links.isEmpty { lines.append("    links   \(resource.links.map(link).joined(separator: "; "))") }
            let writes = [resource.writes.createPath.map { "new (POST \($0))" },
                          resource.writes.updateMethod.map { "edit (\($0.rawValue.uppercased()))" },
                          resource.writes.canDelete ? "delete" : nil].compactMap { $0 }
            if !writes.isEmpty {
                lines.append("    writes  \(writes.joined(separator: ", ")): \(resource.writes.fields.map(\.key).joined(separator: ", "))")
            }
        }
        if !api.problems.isEmpty {
            lines.append("")
            lines.append("gone around (\(api.problems.count)):")
            for problem in api.problems { lines.append("  \(problem)") }
        }
        return lines.joined(separator: "\n")
    }

    static func signIn(_ method: SignInMethod) -> String {
        switch method {
        case .none: "none"
        case .oauth2Password(let token, let refresh): "OAuth2 password, token at \(token)" + (refresh.map { ", refresh at \($0)" } ?? "")
        case .tokenLogin(let login, let refresh): "a token from a JSON login at \(login)" + (refresh.map { ", refresh at \($0)" } ?? "")
        case .basic: "HTTP basic"
        case .bearer: "a bearer token (the login screen, or COURIER_TOKEN)"
        case .apiKey(let name, let location): "an API key in the \(location.rawValue) '\(name)' (the login screen, or COURIER_TOKEN)"
        }
    }

    static func paging(_ style: PagingStyle) -> String {
        switch style {
        case .none: "none: one answer"
        case .skipLimit(let skip, let limit): "?\(skip)=…&\(limit)=…"
        case .offsetLimit(let offset, let limit): "?\(offset)=…&\(limit)=…"
        case .page(let page, let size, let first): "?\(page)=… from \(first)" + (size.map { "&\($0)=…" } ?? ", the server's page size")
        case .cursor(let parameter, let size, let next):
            "?\(parameter)=<next>" + (size.map { "&\($0)=…" } ?? "") + ", next " + (next.map { "at '\($0)'" } ?? "in the Link header")
        case .link(let size): "the Link header's next" + (size.map { ", ?\($0)=…" } ?? "")
        }
    }

    static func total(_ source: TotalSource) -> String {
        switch source {
        case .body(let field): "at '\(field)'"
        case .header(let header): "in \(header)"
        }
    }

    static func link(_ link: DiscoveredLink) -> String {
        switch link.target {
        case .record(let resource, let field): "\(link.title) → \(resource) by \(field)"
        case .records(let resource, let field, _): "\(link.title) → each of \(resource) in \(field)"
        case .list(let resource, let filter): "\(link.title) → \(resource) where \(filter)"
        }
    }
}
