import JSON

/// The query parameters every request is checked for, with how the server
/// reads them: JavaScript's `Number()` as the test, then `parseInt`.
enum OpenAPIParameters {
    /// One path segment: any text but a slash. The server answers an id
    /// that names nothing itself (400 or 404), so no pattern is imposed.
    static let segment: JSONValue = ["type": "string", "pattern": "^[^/]+$"]

    static let limit = shared("limit")
    static let skip = shared("skip")
    static let select = shared("select")
    static let sortBy = shared("sortBy")
    static let order = shared("order")
    static let q = shared("q")
    static let delay = shared("delay")

    /// Written once in `components.parameters`; operations refer to them.
    static var components: [String: JSONValue] {
        ["limit": limitDefinition, "skip": skipDefinition, "select": selectDefinition, "sortBy": sortByDefinition,
         "order": orderDefinition, "q": qDefinition, "delay": delayDefinition]
    }

    private static func shared(_ name: String) -> JSONValue { ["$ref": .string("#/components/parameters/\(name)")] }

    private static let limitDefinition = query("limit", ["type": "integer", "default": 30], """
        Items per page; 0, or more than there are, means all. Read as JavaScript reads it: anything \
        `Number()` accepts passes (`1.5`, `1e1`, an empty value), then its `parseInt` prefix is used, so \
        `1.5` and `1e1` give 1 item, an empty value gives none and `-5` every item but the last five. \
        Not a number, or given twice: 400 `Invalid 'limit' - must be a number`.
        """)

    private static let skipDefinition = query("skip", ["type": "integer", "default": 0], """
        Items to pass over, read like `limit` and applied only when above 0; the envelope echoes the \
        parsed value (`-5` as -5, an empty value as null). Not a number, or given twice: \
        400 `Invalid 'skip' - must be a number`.
        """)

    private static let selectDefinition = query("select", ["type": "string"], """
        Top-level fields to keep, comma-separated; `id` always comes back. Names are not trimmed \
        (`title, price` keeps only `title`: the key ` price` does not exist), unknown names and nested \
        paths vanish, repeated `select` parameters all count, and an empty one means whole records.
        """, example: "title,price")

    private static let sortByDefinition = query("sortBy", ["type": "string"], """
        A top-level field to sort by before paging: numbers numerically, strings by UTF-16 code unit, \
        ties in id order. A field only some records have (a product's `brand`) does not sort cleanly \
        upstream; see the document's description.
        """, example: "price")

    private static let orderDefinition = query("order", ["type": "string", "pattern": "^([aA][sS][cC]|[dD][eE][sS][cC])$", "default": "asc"], """
        `asc` or `desc` in any case, read only with `sortBy`; with it, anything else is \
        400 `Order can be: 'asc' or 'desc'`, without it anything is ignored.
        """)

    private static let qDefinition = query("q", ["type": "string"], """
        The search text: trimmed, lower-cased and each `-` read as a space (so `long-lasting` finds \
        "long lasting" but never "long-lasting"), then matched as a substring of the resource's searched \
        fields. Empty or absent matches everything; given twice: 400 `Invalid 'q' - must be a string`.
        """, example: "phone")

    private static let delayDefinition = query("delay", ["type": "integer", "minimum": 0, "maximum": 5000], """
        Milliseconds to wait before answering. Not a number: 400 `Delay must be a number in \
        milliseconds`; above 5000: 400 `Delay cannot be greater than 5 seconds`; below 0: \
        400 `Delay cannot be less than 0`. Accepted by every route.
        """)

    /// The parameters of a paged list, as far as the route honours them.
    static func list(select honoursSelect: Bool, sort honoursSort: Bool) -> [JSONValue] {
        [limit, skip] + (honoursSelect ? [select] : []) + (honoursSort ? [sortBy, order] : []) + [delay]
    }

    static func query(_ name: String, _ schema: JSONValue, _ description: String, example: JSONValue? = nil) -> JSONValue {
        var parameter: [String: JSONValue] = ["name": .string(name), "in": "query", "required": false, "schema": schema, "description": .string(description)]
        if let example { parameter["example"] = example }
        return .object(parameter)
    }
}
