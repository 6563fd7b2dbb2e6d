import JSON
import TUI
import ViewModels

/// `themes:`: themes of one's own, k9s skin style: a base of Courier's
/// (dark, light, high-contrast, monochrome, auto) and a style for any role.
///
///     themes:
///       solarized:
///         base: dark
///         header: yellow bold underline
///         selection: black on cyan
extension ConfigReader {
    mutating func themes() -> [String: CustomTheme] {
        var themes: [String: CustomTheme] = [:]
        for (name, value) in mapping(["themes"]) {
            let path = ["themes", name]
            guard ThemeChoice(rawValue: name.lowercased()) == nil else {
                problem(path, "“\(name)” is one of Courier's themes: name yours otherwise")
                continue
            }
            guard value.objectValue != nil else {
                problem(path, "a theme is a mapping of roles to styles (header: yellow bold)")
                continue
            }
            var theme = CustomTheme(name: name)
            for (key, role) in mapping(path) {
                let rolePath = path + [key]
                if key == "base" {
                    guard let text = Self.text(role), let base = ThemeChoice(rawValue: text.lowercased()) else {
                        problem(rolePath, "base takes \(UIText.verbatim(ThemeChoice.allCases.map(\.rawValue).joined(separator: ", ")))")
                        continue
                    }
                    theme.base = base
                    continue
                }
                guard let themeRole = ThemeRole(rawValue: key) else {
                    problem(rolePath, "there is no role “\(key)”: the roles are \(UIText.verbatim(ThemeRole.allCases.map(\.rawValue).joined(separator: ", ")))")
                    continue
                }
                guard let text = Self.text(role) else {
                    problem(rolePath, "a style is words such as “black on cyan bold”")
                    continue
                }
                switch Style.named(text) {
                case .success(let style): theme.styles[themeRole] = style
                case .failure(let failure):
                    problem(rolePath, "“\(failure.word)” is no colour or attribute: colours are default, black, red, green, yellow, blue, magenta, cyan, white, their bright- forms, grey and color0 to color254; attributes are bold, underline, reverse and dim")
                }
            }
            themes[name] = theme
        }
        return themes
    }
}
