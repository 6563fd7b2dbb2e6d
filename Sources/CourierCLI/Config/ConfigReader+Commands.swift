import DummyJSON
import JSON
import ViewModels

/// The `:` line's part of the file: aliases, views and columns, each checked
/// against the API's resources as the line would check it.
///
///     aliases:
///       pr: products category=smartphones
///     views:
///       laptops:
///         resource: products
///         filter: category=laptops
///         sort: price desc
///     columns:
///       products: [title, price, stock]
extension ConfigReader {
    mutating func aliases(lists: [ListState]) -> [String: String] {
        var aliases: [String: String] = [:]
        for (name, value) in mapping(["aliases"]) {
            let path = ["aliases", name]
            let key = name.lowercased()
            guard key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }), !key.isEmpty else {
                problem(path, "an alias is one word of letters, digits, - and _, not “\(name)”")
                continue
            }
            guard !BrowseCommand.isReserved(key, lists: lists) else {
                problem(path, "“\(name)” is a command or a resource of its own: the alias would never be used")
                continue
            }
            guard let line = Self.text(value)?.trimmingCharacters(in: .whitespaces), !line.isEmpty else {
                problem(path, "an alias stands for a line of the : command line, such as “products category=smartphones”")
                continue
            }
            // A jump is checked now; a line for the list shown (sort, filter) only when it is run.
            let head = line.split(separator: " ").first.map { $0.lowercased() } ?? ""
            if lists.contains(where: { $0.resource.id == head }),
               case .failure(let failure) = BrowseCommand.parse(line, lists: lists, current: 0) {
                problem(path, failure.message)
                continue
            }
            aliases[key] = line
        }
        return aliases
    }

    mutating func views(lists: [ListState], aliases: [String: String]) -> [String: SavedView] {
        var views: [String: SavedView] = [:]
        for (name, value) in mapping(["views"]) {
            let path = ["views", name]
            let key = name.lowercased()
            guard !BrowseCommand.isReserved(key, lists: lists), aliases[key] == nil else {
                problem(path, "“\(name)” is taken by a command, a resource or an alias: name the view otherwise.")
                continue
            }
            guard let object = value.objectValue, let id = object["resource"].flatMap(Self.text),
                  let list = lists.first(where: { $0.resource.id == id }) else {
                problem(path, "a view names its resource (resource: \(UIText.verbatim(lists.first?.resource.id ?? "products"))), one of \(UIText.verbatim(lists.map(\.resource.id).joined(separator: ", ")))")
                continue
            }
            var view = SavedView(resource: id)
            var usable = true
            for (field, entry) in mapping(path) {
                let fieldPath = path + [field]
                let text = Self.text(entry) ?? ""
                switch field {
                case "resource":
                    continue
                case "search":
                    view.query = text
                case "filter":
                    switch BrowseCommand.parse("\(id) \(text)", lists: lists, current: 0) {
                    case .success(.show(_, let filter?)): view.filter = filter
                    case .failure(let failure): problem(fieldPath, failure.message); usable = false
                    default: problem(fieldPath, "filter takes name=value"); usable = false
                    }
                case "sort":
                    let current = lists.firstIndex(of: list) ?? 0
                    switch BrowseCommand.parse("sort \(text)", lists: lists, current: current) {
                    case .success(.sort(let sort)): view.sort = sort
                    case .failure(let failure): problem(fieldPath, failure.message); usable = false
                    default: usable = false
                    }
                default:
                    problem(fieldPath, "a view has no “\(field)”: it takes resource, search, filter and sort")
                }
            }
            if usable { views[key] = view }
        }
        return views
    }

    mutating func columns(lists: [ListState]) -> [String: [String]] {
        var columns: [String: [String]] = [:]
        for (id, value) in mapping(["columns"]) {
            let path = ["columns", id]
            guard let list = lists.first(where: { $0.resource.id == id }) else {
                problem(path, "there is no resource “\(id)”: the resources are \(UIText.verbatim(lists.map(\.resource.id).joined(separator: ", ")))")
                continue
            }
            guard let names = Self.texts(value), !names.isEmpty else {
                problem(path, "columns takes a list of column names")
                continue
            }
            let line = "columns " + names.joined(separator: " ")
            switch BrowseCommand.parse(line, lists: lists, current: lists.firstIndex(of: list) ?? 0) {
            case .success(.columns(let chosen?)): columns[id] = chosen
            case .failure(let failure): problem(path, failure.message)
            default: break
            }
        }
        return columns
    }
}
