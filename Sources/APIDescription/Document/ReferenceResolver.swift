import JSON

/// Follows a document's local `$ref`s. A chain of references that loops,
/// one that points nowhere, and one to another file are each a problem
/// reported once, by `audit`, and resolve to nothing (an empty schema) when
/// met, so a broken corner never crashes or hangs the rest. Immutable, so
/// shared between threads.
package final class ReferenceResolver: Sendable {
    package let root: JSONValue
    /// References followed in one chain before it counts as a loop, whatever the loop's length.
    package static let defaultMaximumChain = 64

    package init(root: JSONValue) {
        self.root = root
    }

    /// What a node is once its references are followed.
    package struct Resolved: Sendable {
        package var value: JSONValue
        /// The last component name the chain passed: `Pet` for `#/components/schemas/Pet`.
        package var name: String?
        package var broken: Bool
    }

    /// `node` itself, or what its `$ref` chain leads to. OpenAPI 3.1 lets a
    /// reference carry siblings (`description`, `nullable`…); they are kept
    /// over the target's own.
    package func resolve(_ node: JSONValue) -> Resolved {
        var current = node
        var name: String?
        var seen: Set<String> = []
        var siblings: [String: JSONValue] = [:]
        while case .object(let object) = current, let reference = object["$ref"]?.stringValue {
            for (key, value) in object where key != "$ref" && siblings[key] == nil { siblings[key] = value }
            guard seen.insert(reference).inserted, seen.count <= Self.defaultMaximumChain,
                  let pointer = JSONPointer(reference: reference), let target = pointer.value(in: root)
            else { return Resolved(value: .object([:]), name: name, broken: true) }
            name = pointer.componentName ?? name
            current = target
        }
        if !siblings.isEmpty, case .object(var object) = current {
            for (key, value) in siblings { object[key] = value }
            current = .object(object)
        }
        return Resolved(value: current, name: name, broken: false)
    }

    /// Every reference that cannot be followed, with where it is written.
    /// The distinct targets are checked first, so a sound document costs one
    /// walk; only a broken one is walked again to say where.
    package func audit() -> [DescriptionProblem] {
        var targets: Set<String> = []
        walk { reference, _ in targets.insert(reference) }
        var reasons: [String: String] = [:]
        for reference in targets {
            if let reason = brokenReason(reference) { reasons[reference] = reason }
        }
        guard !reasons.isEmpty else { return [] }
        var problems: [DescriptionProblem] = []
        walk(locating: true) { reference, location in
            if let reason = reasons[reference], let location { problems.append(DescriptionProblem(location.description, reason)) }
        }
        return problems.sorted { $0.location < $1.location }
    }

    private func brokenReason(_ reference: String) -> String? {
        guard let pointer = JSONPointer(reference: reference) else {
            return "the reference '\(reference)' is to another document, which Courier does not follow"
        }
        guard pointer.value(in: root) != nil else { return "the reference '\(reference)' points at nothing" }
        if resolve(["$ref": .string(reference)]).broken { return "the reference '\(reference)' leads back to itself" }
        return nil
    }

    /// Calls `found` with every `$ref` string, and its pointer when `locating`.
    private func walk(locating: Bool = false, _ found: (String, JSONPointer?) -> Void) {
        var stack: [(JSONValue, JSONPointer?)] = [(root, locating ? JSONPointer(tokens: []) : nil)]
        while let (node, pointer) = stack.popLast() {
            switch node {
            case .object(let object):
                if let reference = object["$ref"]?.stringValue { found(reference, pointer?.appending("$ref")) }
                for (key, value) in object where value.isContainer {
                    stack.append((value, pointer?.appending(key)))
                }
            case .array(let array):
                for (index, value) in array.enumerated() where value.isContainer {
                    stack.append((value, pointer?.appending(String(index))))
                }
            default:
                break
            }
        }
    }
}

extension JSONValue {
    var isContainer: Bool {
        switch self {
        case .object, .array: true
        default: false
        }
    }
}
