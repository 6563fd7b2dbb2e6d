import Foundation
import TUI
import ViewModels

/// `courier config path|show|check`: where the config file is, everything
/// Courier makes of it (each default in force, every mode's keys by action
/// name, the aliases, views, columns, APIs and themes), and its problems.
enum ConfigCommand {
    static func run(_ action: CourierOptions.ConfigAction, config: CourierConfig, options: CourierOptions,
                    registry: ResourceRegistry, presenter: ErrorPresenter) -> Output.Status {
        let (settings, browseProblems) = config.browseSettings(registry: registry)
        switch action {
        case .path:
            Output.line(config.location.path)
            if !FileManager.default.fileExists(atPath: config.location.path) {
                Output.error("courier: " + presenter.text("there is no file there yet: Courier's own defaults are in force"))
            }
            return .success
        case .show:
            Output.line(ConfigShow.text(config: config, settings: settings, options: options, registry: registry))
            return .success
        case .check:
            let problems = config.problems + browseProblems
            for problem in problems { Output.line(problem.words(presenter)) }
            for note in contrastNotes(config, presenter: presenter) { Output.line(note) }
            guard problems.isEmpty else { return .failure }
            Output.line(presenter.text("\(UIText.verbatim(config.location.path)): no problems"))
            return .success
        }
    }

    /// Where a theme of one's own reads worse than WCAG AA on its background: said, not refused.
    static func contrastNotes(_ config: CourierConfig, presenter: ErrorPresenter) -> [String] {
        config.themes.keys.sorted().flatMap { name -> [String] in
            let custom = config.themes[name]!
            return ThemeBackground.allCases.flatMap { background -> [String] in
                guard custom.base != .dark || background == .dark, custom.base != .light || background == .light else { return [] }
                let theme = custom.theme(background: background, colors: 256)
                return ThemeContrast.shortfalls(of: theme, colors: 256).filter { custom.styles[$0.role] != nil }.map { shortfall in
                    let ratio = String(format: "%.1f", shortfall.ratio), minimum = String(format: "%.1f", shortfall.minimum)
                    return presenter.text("note: the theme \(UIText.verbatim(name))'s \(UIText.verbatim(shortfall.role.rawValue)) reads at \(UIText.verbatim(ratio)):1 on a \(UIText(background.rawValue)) background; WCAG AA asks \(UIText.verbatim(minimum)):1")
                }
            }
        }
    }
}

/// What `courier config show` prints: YAML a config file could hold, with
/// every value in force, whether the file, a flag or Courier set it.
enum ConfigShow {
    static func text(config: CourierConfig, settings: BrowseSettings, options: CourierOptions, registry: ResourceRegistry) -> String {
        var lines = ["# \(config.location.path)" + (config.document == nil ? " (not read: Courier's own defaults)" : "")]
        lines.append("defaults:")
        let defaults: [(String, String)] = [
            ("api", options.api ?? "none (DummyJSON)"), ("host", options.host ?? "demo"), ("lang", (options.language ?? .current).tag),
            ("theme", options.customTheme ?? options.theme.rawValue), ("graphics", options.graphics.rawValue),
            ("mouse", options.noMouse ? "false" : "true"), ("color", options.noColor ? "false" : "true"),
            ("page-size", String(options.pageSize ?? ViewModelDefaults.pageSize)),
            ("refresh", options.refresh.map { $0 == 0 ? "off" : String($0) } ?? config.refresh.map(String.init) ?? "off"),
            ("timeout", String(Int(options.timeout))), ("cache", options.noCache ? "false" : "true"),
            ("cache-size", String(options.cacheMaximumBytes / 1024 / 1024)),
        ]
        lines += defaults.map { "  \($0.0): \($0.1)" }
        lines.append("apis:" + (config.apis.isEmpty ? " {}" : ""))
        for name in config.apis.keys.sorted() {
            let api = config.apis[name]!
            lines.append("  \(name):")
            lines.append("    \(api.profile == nil && api.source.hasSuffix("profile.yaml") ? "profile" : "description"): \(api.source)")
            if let profile = api.profile { lines.append("    profile: \(profile)") }
            if let host = api.host { lines.append("    host: \(host)") }
            for host in api.hosts { lines.append("    hosts.\(host.name): \(host.url.absoluteString)") }
        }
        lines.append("themes:" + (config.themes.isEmpty ? " {}" : ""))
        for name in config.themes.keys.sorted() {
            let theme = config.themes[name]!
            lines.append("  \(name):")
            lines.append("    base: \(theme.base.rawValue)")
            for role in ThemeRole.allCases where theme.styles[role] != nil { lines.append("    \(role.rawValue): \(theme.styles[role]!.name)") }
        }
        lines.append("keys:")
        let lists = registry.resources.map(ListState.init(resource:))
        for mode in KeyMode.allCases {
            lines.append("  \(mode.rawValue):")
            let remaps = settings.keys[mode.rawValue]
            for intent in mode.intents(lists: lists) {
                let keys = remaps[intent.name] ?? intent.keys.map(\.name)
                let shown = keys.map { $0.contains(where: { ":#[]{},'\"&*!|>%@` ".contains($0) }) ? "\"\($0)\"" : $0 }
                lines.append("    \(intent.name): [\(shown.joined(separator: ", "))]" + (remaps[intent.name] == nil ? "" : "  # remapped"))
            }
        }
        lines.append("aliases:" + (settings.aliases.isEmpty ? " {}" : ""))
        lines += settings.aliases.keys.sorted().map { "  \($0): \(settings.aliases[$0]!)" }
        lines.append("views:" + (settings.views.isEmpty ? " {}" : ""))
        lines += settings.views.keys.sorted().map { "  \($0): \(settings.views[$0]!.summary)" }
        lines.append("columns:" + (settings.columns.isEmpty ? " {}" : ""))
        lines += settings.columns.keys.sorted().map { "  \($0): [\(settings.columns[$0]!.joined(separator: ", "))]" }
        return lines.joined(separator: "\n")
    }
}
