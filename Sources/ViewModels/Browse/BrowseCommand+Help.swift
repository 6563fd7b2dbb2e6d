/// What `:help` lists: every command the line takes, then the config
/// file's aliases and the views saved, each with what it does. The usage
/// stays as it is typed; the sentence is the interface's.
extension BrowseCommand {
    package struct HelpEntry: Sendable, Equatable {
        package var usage: String
        package var text: UIText
    }

    package static func helpEntries(lists: [ListState], settings: BrowseSettings) -> [HelpEntry] {
        let resources = lists.map(\.resource.id).joined(separator: "|")
        var entries = [
            HelpEntry(usage: ":\(resources) [NAME=VALUE]", text: "Show a list, under one of its filters"),
            HelpEntry(usage: ":sort [FIELD [asc|desc]]", text: "Sort the list shown (alone: unsorted)"),
            HelpEntry(usage: ":filter [NAME=VALUE]", text: "Filter the list shown (alone: no filter)"),
            HelpEntry(usage: ":columns [NAME…]", text: "Choose and order the columns (alone: the list's own); kept for the resource"),
            HelpEntry(usage: ":save NAME", text: "Keep the list shown as a view: :NAME shows it again"),
            HelpEntry(usage: ":refresh [SECONDS|off]", text: "Load the list again every SECONDS (alone: now; off: no more)"),
            HelpEntry(usage: ":export FILE.csv|.json|.jsonl", text: "Write the list shown, every page of it, to a file"),
            HelpEntry(usage: ":log", text: "The recent requests, with their status and time"),
            HelpEntry(usage: ":help", text: "List these commands"),
            HelpEntry(usage: ":quit", text: "Quit Courier"),
        ]
        for name in settings.aliases.keys.sorted() where !isReserved(name, lists: lists) {
            entries.append(HelpEntry(usage: ":" + name, text: "Alias: \(UIText.verbatim(settings.aliases[name]!))"))
        }
        for name in settings.viewNames where !isReserved(name, lists: lists) && settings.aliases[name] == nil {
            entries.append(HelpEntry(usage: ":" + name, text: "View: \(UIText.verbatim(settings.view(named: name)!.summary))"))
        }
        return entries
    }
}
