import Foundation
import ViewModels

/// What a shell completes `courier` with, read from the tables `--help`
/// prints (`CourierOptions.commands`, `options`, `getOptions`) and the
/// registry, so a flag or a command added to the help is completed too.
struct CompletionWords: Equatable {
    /// The subcommands, as the synopsis types them: `login`, `get`, `cache`…
    var subcommands: [String]
    /// Every flag the help names, global or a subcommand's.
    var flags: [String]
    /// The words after a flag that takes one of a few (`--host release|test|demo`).
    var flagChoices: [String: [String]]
    /// Flags whose value is a path: the shell completes files there.
    var fileFlags: [String]
    /// The words after a subcommand: resource ids after `get`, `clear|stats|verify` after `cache`.
    var subcommandChoices: [String: [String]]
    /// Names a file flag takes besides a path: the config file's named APIs after `--api`.
    var fileFlagNames: [String: [String]] = [:]

    /// `apis` and `themes`: the config file's named APIs and themes of its own, completed too.
    init(registry: ResourceRegistry, apis: [String] = [], themes: [String] = []) {
        let resources = registry.ids.filter(Self.isPlain)
        var subcommands: [String] = []
        var flags: [String] = []
        var flagChoices: [String: [String]] = [:]
        var fileFlags: [String] = []
        var subcommandChoices: [String: [String]] = [:]
        for command in CourierOptions.commands {
            let words = command.form.split(separator: " ").map(String.init)
            flags += words.compactMap(Self.flag)
            guard let name = command.name, let index = words.firstIndex(of: name) else { continue }
            if !subcommands.contains(name) { subcommands.append(name) }
            let next = words.indices.contains(index + 1) ? words[index + 1] : ""
            if next == "RESOURCE" {
                subcommandChoices[name] = resources
            } else if let choices = Self.choices(next) {
                subcommandChoices[name, default: []] += choices
            }
        }
        for option in CourierOptions.options + CourierOptions.getOptions {
            let words = option.flags.split(separator: " ").map(String.init)
            guard let flag = words.first.flatMap(Self.flag) else { continue }
            flags.append(flag)
            guard words.count > 1 else { continue }
            if let choices = Self.choices(words[1]) {
                flagChoices[flag] = choices
            } else if ["FILE", "DIR", "SOURCE"].contains(words[1]) {
                fileFlags.append(flag)
            }
        }
        flagChoices["--output"] = CourierOptions.GetOutput.allCases.map(\.rawValue)
        flagChoices["--theme", default: []] += themes.sorted().filter(Self.isPlain)
        let names = apis.sorted().filter(Self.isPlain)
        if !names.isEmpty { fileFlagNames["--api"] = names }
        subcommandChoices["help"] = subcommands.filter { $0 != "help" }
        var seen = Set<String>()
        self.subcommands = subcommands
        self.flags = flags.filter { seen.insert($0).inserted }
        self.flagChoices = flagChoices
        self.fileFlags = fileFlags
        self.subcommandChoices = subcommandChoices
    }

    /// `--limit` from `[--limit`, `--field` from `--field NAME=VALUE]...`.
    private static func flag(_ word: String) -> String? {
        let trimmed = word.trimmingCharacters(in: CharacterSet(charactersIn: "[]|.")).split(separator: "=").first.map(String.init) ?? ""
        guard trimmed.hasPrefix("--"), trimmed.count > 2, isPlain(trimmed) else { return nil }
        return trimmed
    }

    /// `release|test|demo` (or one word, `verify`) as its words; nil for a placeholder (`N`, `FILE`).
    private static func choices(_ word: String) -> [String]? {
        let parts = word.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).split(separator: "|").map(String.init)
        guard !parts.isEmpty, parts.allSatisfy({ isPlain($0) && $0.first?.isLowercase == true || $0.first?.isNumber == true })
        else { return nil }
        return parts
    }

    /// Words a shell script can hold unquoted: a described API's odd resource name is left out, never run.
    static func isPlain(_ word: String) -> Bool {
        !word.isEmpty && word.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-_.".unicodeScalars.contains($0)) }
    }
}
