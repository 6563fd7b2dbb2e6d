import Foundation
import ViewModels

/// `courier manpage`: the manual page courier(1) in roff, from the tables
/// `--help` prints, so the page and the help never disagree. In English,
/// as man pages are installed under `man1`.
enum ManPage {
    static func text(registry: ResourceRegistry = .standard, date: Date = Date()) -> String {
        let day = date.formatted(.iso8601.year().month().day())
        var lines = [
            ".TH COURIER 1 \(quoted(day)) \(quoted("courier \(CourierVersion.current)")) \(quoted("User Commands"))",
            ".SH NAME",
            "courier \\- sign in to a REST API and browse its data in the terminal",
            ".SH SYNOPSIS",
            ".nf",
        ]
        lines += CourierOptions.commands.map { escape($0.form) }
        lines += [".fi", ".SH DESCRIPTION",
                  escape("Courier signs in to a REST API and browses its \(ListFormat.and(registry.ids, presenter: .english))."),
                  escape("Without a subcommand it opens the terminal app; press ? there for its keys."),
                  ".SH COMMANDS"]
        for command in CourierOptions.commands {
            guard let meaning = command.meaning else { continue }
            lines += [".TP", "\\fB" + escape(command.form.trimmingCharacters(in: .whitespaces)) + "\\fR", escape(meaning.description)]
        }
        lines.append(".SH OPTIONS")
        lines += CourierOptions.options.flatMap(option)
        lines.append(".SH GET OPTIONS")
        lines += CourierOptions.getOptions.flatMap(option)
        lines.append(".SH RESOURCES")
        for resource in registry.resources {
            lines += [".TP", "\\fB" + escape(resource.id) + "\\fR", escape(CourierOptions.writes(resource).map { "\(resource.title); \($0)" } ?? resource.title)]
        }
        lines += [".SH SHELL COMPLETION", escape("source <(courier completion bash), or zsh or fish in its place."),
                  ".SH EXIT STATUS", escape("0 success, 1 error, 2 bad usage, 3 sign-in needed.")]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func option(_ option: CourierOptions.UsageOption) -> [String] {
        var lines = [".TP", "\\fB" + escape(option.flags) + "\\fR", escape(option.meaning.description)]
        for choice in option.choices {
            lines += [".RS", ".TP", escape(choice.name), escape(choice.meaning.description), ".RE"]
        }
        return lines
    }

    /// Text roff takes as text: backslashes and hyphens escaped, other than
    /// ASCII named by code point (`\[u7B80]`), no line read as a request.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-").unicodeScalars {
            escaped += scalar.isASCII ? String(scalar) : "\\[u" + String(format: "%04X", scalar.value) + "]"
        }
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }

    private static func quoted(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\"", with: "'") + "\"" }
}
