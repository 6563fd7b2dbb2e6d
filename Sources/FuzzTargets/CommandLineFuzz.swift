import Foundation
import JSON
import ViewModels

/// The `:` command line and the form's field rules.
///
/// - Whatever is typed, `parse` names only a tab that exists, a filter the
///   resource has (an id filter only with an id), a sort field the list
///   has; completing never loses what was typed.
/// - A whole number a field accepts travels as exactly that number; a
///   number it accepts is finite; a yes/no it accepts is a bool.
extension FuzzTarget {
    static let commandLine = FuzzTarget("command-line", "ViewModels BrowseCommand parse and complete, FieldRule") { data throws(FuzzViolation) in
        var choices = FuzzBytes(data)
        let lists = CommandLineInvariants.lists
        let current = choices.below(lists.count)
        let text = String(decoding: choices.rest(), as: UTF8.self)
        try CommandLineInvariants.parsed(text, lists: lists, current: current)
        try CommandLineInvariants.completed(text, lists: lists, current: current)
        try CommandLineInvariants.fieldRules(text)
    }
}

enum CommandLineInvariants {
    static let lists = ResourceRegistry.standard.resources.map(ListState.init(resource:))

    static func parsed(_ text: String, lists: [ListState], current: Int) throws(FuzzViolation) {
        guard case .success(let command) = BrowseCommand.parse(text, lists: lists, current: current) else { return }
        switch command {
        case .show(let tab, let filter):
            try require(lists.indices.contains(tab), "tab \(tab) of \(lists.count)")
            if let filter { try known(filter, in: lists[tab].resource) }
        case .filter(let filter):
            if let filter { try known(filter, in: lists[current].resource) }
        case .sort(let key):
            if let key {
                try require(lists[current].resource.sortFields.contains(key.field), "sort by \(key.field), which the list lacks")
            }
        case .columns(let names):
            let known = Set(lists[current].resource.columns.map(\.name))
            try require(names.map { !$0.isEmpty && $0.allSatisfy(known.contains) } ?? true, "columns \(names ?? []) the list lacks")
        case .refresh(.every(let seconds)):
            try require(seconds >= 1, "refresh every \(seconds) s")
        case .save(let name):
            try require(!name.isEmpty && !BrowseCommand.isReserved(name, lists: lists), "a view named \(name.debugDescription)")
        case .export(let path, let format):
            try require(!path.isEmpty, "an export to no file")
            try require(ExportFormat(path: path) == format, "export format \(format) for \(path.debugDescription)")
        case .view, .refresh, .help, .log, .quit:
            break
        }
    }

    static func known(_ filter: FilterValue, in resource: AnyResource) throws(FuzzViolation) {
        guard let declared = resource.filters.first(where: { $0.name == filter.name }) else {
            throw FuzzViolation("filter \(filter.name) is not one of \(resource.id)'s")
        }
        if declared.takesID && !declared.takesTextID {
            try require(Int(filter.value).map { $0 >= 1 } == true, "\(filter.name) took \(filter.value.debugDescription) for an id")
        }
    }

    static func completed(_ text: String, lists: [ListState], current: Int) throws(FuzzViolation) {
        let completed = BrowseCommand.complete(text, lists: lists, current: current)
        var typed = text.split(separator: " ", omittingEmptySubsequences: false)
        let lastWord = typed.popLast() ?? ""
        var kept = completed.split(separator: " ", omittingEmptySubsequences: false)
        if completed.hasSuffix(" ") && completed != text { kept.removeLast() }
        let newWord = kept.popLast() ?? ""
        try require(kept == typed, "completing changed the words before the last: \(text.debugDescription) -> \(completed.debugDescription)")
        try require(newWord.count >= lastWord.count, "completing shortened \(lastWord.debugDescription) to \(newWord.debugDescription)")
    }

    static func fieldRules(_ text: String) throws(FuzzViolation) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        for kind in [FieldKind.text, .number, .integer, .email, .flag] {
            for required in [false, true] {
                let rule = FieldRule(kind, required: required)
                guard rule.problem(with: text) == nil else { continue }
                try require(!(required && trimmed.isEmpty), "a required \(kind) field took nothing")
                guard !trimmed.isEmpty else { continue }
                let value = rule.json(text)
                switch (kind, value) {
                case (.integer, .number(let number)):
                    try require(Int(trimmed).map { Double($0) == number && Int(exactly: number) == $0 } == true,
                                "\(trimmed.debugDescription) travels as \(number)")
                case (.number, .number(let number)):
                    try require(number.isFinite, "\(trimmed.debugDescription) travels as \(number)")
                case (.flag, .bool), (.text, .string), (.email, .string):
                    break
                default:
                    throw FuzzViolation("a \(kind) field accepted \(trimmed.debugDescription) and sends \(value)")
                }
            }
        }
    }
}
