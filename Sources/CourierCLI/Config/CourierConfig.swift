import Foundation
import TUI
import ViewModels
import YAML

/// What the config file says, read once at start (ConfigFile finds and
/// reads it; ConfigReader's sections check it): defaults for the flags,
/// named APIs, themes of one's own, and, once the API's resources are
/// known, the browser's keys, aliases, views and columns. Each mistake is a
/// `ConfigProblem` and costs only what it names.
struct CourierConfig {
    var location: ConfigFile.Location
    var document: YAMLDocument?
    /// Flags the defaults stand for, placed before the command line's so that it wins.
    var defaultArguments: [String] = []
    /// `defaults: refresh`: taken for every host but release, which refreshes only when `--refresh` asks.
    var refresh: Int?
    var apis: [String: NamedAPI] = [:]
    var themes: [String: CustomTheme] = [:]
    var problems: [ConfigProblem] = []

    static let none = CourierConfig(location: ConfigFile.Location(path: "", isGiven: false))

    /// The file `arguments` and `environment` point to, read and checked (all but the browser's part).
    static func load(arguments: [String], environment: [String: String]) -> CourierConfig {
        let location = ConfigFile.locate(arguments: arguments, environment: environment)
        var config = CourierConfig(location: location)
        let (document, problems) = ConfigFile.read(location)
        config.problems = problems
        guard let document else { return config }
        config.document = document
        var reader = ConfigReader(file: location.path, document: document)
        reader.checkSections()
        config.themes = reader.themes()
        config.apis = reader.apis(environment: environment)
        (config.defaultArguments, config.refresh) = reader.defaults(themes: Set(config.themes.keys), apis: Set(config.apis.keys),
                                                                    environment: environment)
        config.problems += reader.problems
        return config
    }

    /// The command line with the defaults before it. A default that a
    /// subcommand refuses (`--no-cache` for `cache stats`) is left out there.
    func arguments(_ given: [String]) -> [String] {
        var defaults = defaultArguments
        if given.contains("cache"), let index = defaults.firstIndex(of: "--no-cache") { defaults.remove(at: index) }
        return defaults + given
    }

    /// The browser's part, read against the resources of `registry`: its
    /// settings (the memory and refresh left to the caller) and their problems.
    func browseSettings(registry: ResourceRegistry) -> (settings: BrowseSettings, problems: [ConfigProblem]) {
        guard let document else { return (BrowseSettings(), []) }
        let lists = registry.resources.map(ListState.init(resource:))
        var reader = ConfigReader(file: location.path, document: document)
        var settings = BrowseSettings()
        settings.keys = reader.keys(lists: lists)
        settings.aliases = reader.aliases(lists: lists)
        settings.views = reader.views(lists: lists, aliases: settings.aliases)
        settings.columns = reader.columns(lists: lists)
        return (settings, reader.problems)
    }
}
