import JSON

/// A place in the text, from 1.
struct YAMLMark: Equatable {
    var line: Int
    var column: Int
}

/// Builds one `JSONValue` from a document's events, in order, without
/// recursion (so depth costs no stack): containers wait on a stack until
/// they end. Anchors keep their values for aliases; `<<` merges mappings as
/// YAML 1.1 documents (and many OpenAPI files) expect.
struct YAMLTreeBuilder {
    private struct Key {
        var text: String
        /// A plain `<<`: the value's mappings are merged in, not kept under a key.
        var isMerge: Bool
        var mark: YAMLMark
    }

    private struct Frame {
        /// Where the container sits, from the root: keys and item numbers.
        var path: [String] = []
        var elements: [JSONValue]?
        var members: [String: JSONValue]?
        var anchor: String?
        var pendingKey: Key?
        /// Mappings `<<` brought, in the order written: earlier ones win, and
        /// keys of the mapping itself win over all.
        var merges: [[String: JSONValue]] = []
        var nodesAtStart: Int
    }

    let limits: YAMLLimits
    /// Whether the line of each key and item is kept (`lines`): a config
    /// file's problems name them; an API description has no need to.
    let recordsLines: Bool
    /// The line each mapping key and sequence item was written on, by its path.
    private(set) var lines: [[String]: Int] = [:]
    private var stack: [Frame] = []
    /// Each anchor's value, its node count, and its text when it is a scalar (an alias may be a key).
    private var anchors: [String: (value: JSONValue, nodes: Int, text: String?)] = [:]
    private var nodes = 0
    private(set) var root: JSONValue?

    init(limits: YAMLLimits, recordsLines: Bool = false) {
        self.limits = limits
        self.recordsLines = recordsLines
    }

    mutating func scalar(_ value: JSONValue, text: String, plain: Bool, anchor: String?, at mark: YAMLMark) throws(YAMLError) {
        try count(1, at: mark)
        if let anchor { anchors[anchor] = (value, 1, text) }
        try complete(value, keyText: text, isMergeKey: plain && text == "<<", at: mark)
    }

    mutating func alias(_ name: String, at mark: YAMLMark) throws(YAMLError) {
        guard let anchored = anchors[name] else { throw YAMLError(.unknownAlias(name), line: mark.line, column: mark.column) }
        try count(anchored.nodes, at: mark)
        try complete(anchored.value, keyText: anchored.text, isMergeKey: false, at: mark)
    }

    mutating func startSequence(anchor: String?, at mark: YAMLMark) throws(YAMLError) {
        try open(Frame(path: childPath(at: mark), elements: [], anchor: anchor, nodesAtStart: nodes), at: mark)
    }

    mutating func startMapping(anchor: String?, at mark: YAMLMark) throws(YAMLError) {
        try open(Frame(path: childPath(at: mark), members: [:], anchor: anchor, nodesAtStart: nodes), at: mark)
    }

    /// The path of a container starting here (and, for an item, its line);
    /// empty unless lines are kept.
    private mutating func childPath(at mark: YAMLMark) -> [String] {
        guard recordsLines, let top = stack.last else { return [] }
        if let elements = top.elements {
            let path = top.path + [String(elements.count)]
            lines[path] = mark.line
            return path
        }
        return top.pendingKey.map { top.path + [$0.text] } ?? top.path
    }

    mutating func end(at mark: YAMLMark) throws(YAMLError) {
        guard let frame = stack.popLast() else { return }
        let value: JSONValue
        if var members = frame.members {
            for merged in frame.merges {
                for (key, member) in merged where members[key] == nil { members[key] = member }
            }
            value = .object(members)
        } else {
            value = .array(frame.elements ?? [])
        }
        if let anchor = frame.anchor { anchors[anchor] = (value, nodes - frame.nodesAtStart, nil) }
        try complete(value, keyText: nil, isMergeKey: false, at: mark)
    }

    private mutating func open(_ frame: Frame, at mark: YAMLMark) throws(YAMLError) {
        try count(1, at: mark)
        guard stack.count < limits.maximumDepth else {
            throw YAMLError(.tooDeep(limit: limits.maximumDepth), line: mark.line, column: mark.column)
        }
        stack.append(frame)
    }

    private mutating func count(_ more: Int, at mark: YAMLMark) throws(YAMLError) {
        nodes += more
        guard nodes <= limits.maximumNodes else {
            throw YAMLError(.tooManyNodes(limit: limits.maximumNodes), line: mark.line, column: mark.column)
        }
    }

    /// Puts a finished value where it belongs: the root, the next element,
    /// a mapping's key, or the value of the key before it.
    private mutating func complete(_ value: JSONValue, keyText: String?, isMergeKey: Bool, at mark: YAMLMark) throws(YAMLError) {
        guard !stack.isEmpty else {
            root = value
            return
        }
        let top = stack.count - 1
        if let count = stack[top].elements?.count {
            // A container item's line was kept when it opened; a scalar's is its own.
            let path = stack[top].path + [String(count)]
            if recordsLines, lines[path] == nil { lines[path] = mark.line }
            stack[top].elements?.append(value)
            return
        }
        guard let key = stack[top].pendingKey else {
            guard let keyText else { throw YAMLError(.complexKey, line: mark.line, column: mark.column) }
            stack[top].pendingKey = Key(text: keyText, isMerge: isMergeKey, mark: mark)
            if recordsLines, !isMergeKey { lines[stack[top].path + [keyText]] = mark.line }
            return
        }
        stack[top].pendingKey = nil
        if key.isMerge, let merged = Self.mappings(in: value) {
            stack[top].merges.append(contentsOf: merged)
            return
        }
        guard stack[top].members?[key.text] == nil else {
            throw YAMLError(.duplicateKey(key.text), line: key.mark.line, column: key.mark.column)
        }
        stack[top].members?[key.text] = value
    }

    /// What `<<` may merge: one mapping, or a list of them.
    private static func mappings(in value: JSONValue) -> [[String: JSONValue]]? {
        if let object = value.objectValue { return [object] }
        guard let items = value.arrayValue else { return nil }
        let objects = items.compactMap(\.objectValue)
        return objects.count == items.count ? objects : nil
    }
}
