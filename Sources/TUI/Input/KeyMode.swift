import ViewModels

/// The modes whose keys a config file can remap, by the names it uses
/// (`keys: browsing: search: ctrl-s`), each with its standard table: what
/// the file is checked against and what `courier config show` lists.
package enum KeyMode: String, CaseIterable, Sendable {
    case browsing, search
    case commandLine = "command-line"
    case form, question, help, error, log, export, login
    case loginHelp = "login-help"

    /// Each intent of the mode with its standard keys and what it does, in
    /// the table's order. The browsing mode's depend on the registry (a tab
    /// key per list).
    package func intents(lists: [ListState]) -> [(name: String, keys: [Key], help: UIText)] {
        switch self {
        case .browsing: BrowseKeyTables.forLists(lists).browsing.intentKeys
        case .search: BrowseKeyTables.search.intentKeys
        case .commandLine: BrowseKeyTables.commandLine.intentKeys
        case .form: BrowseKeyTables.form.intentKeys
        case .question: BrowseKeyTables.confirmation.intentKeys
        case .help: BrowseKeyTables.help.intentKeys
        case .error: BrowseKeyTables.errorOverlay.intentKeys
        case .log: BrowseKeyTables.requestLog.intentKeys
        case .export: BrowseKeyTables.exporting.intentKeys
        case .login: LoginScreen.keyTable.intentKeys
        case .loginHelp: LoginScreen.helpKeyTable.intentKeys
        }
    }

    /// What the mode's intent names start with, which a config file may
    /// leave out: `accept` in `search` is `search-accept`.
    package var intentPrefix: String? {
        switch self {
        case .search: "search-"
        case .commandLine: "command-"
        case .form: "form-"
        case .export: "export-"
        case .question: "confirm-"
        case .login, .loginHelp: "login-"
        case .browsing, .help, .error, .log: nil
        }
    }

    /// The intent `written` names in this mode, with or without its prefix; nil when none.
    package func intentName(_ written: String, lists: [ListState]) -> String? {
        let names = Set(intents(lists: lists).map(\.name))
        let lower = written.lowercased()
        if names.contains(lower) { return lower }
        if let prefix = intentPrefix, names.contains(prefix + lower) { return prefix + lower }
        return nil
    }
}
