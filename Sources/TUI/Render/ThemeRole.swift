/// The named parts of the screen a theme gives a style to. Screens ask the
/// theme for a role, never for a colour; a theme read from a file (a later
/// high-contrast, monochrome or user theme) names roles by these raw values.
package enum ThemeRole: String, CaseIterable, Sendable {
    case text, dim, title, border, header, selection, marked
    case tabActive = "tab-active", tabInactive = "tab-inactive"
    case statusBar = "status-bar", statusError = "status-error", statusQuestion = "status-question"
    case hintKey = "hint-key", hintLabel = "hint-label"
    case input, inputFocused = "input-focused", placeholder, placeholderFocused = "placeholder-focused"
    case error, warning, success, spinner, gauge, overlay
    case badgeRelease = "badge-release", badgeTest = "badge-test", badgeDemo = "badge-demo"

    /// What the role draws, for the contrast it needs: WCAG AA asks 4.5:1 of
    /// text and 3:1 of the lines that draw a shape (borders).
    package enum Kind: Sendable { case text, line }

    package var kind: Kind { self == .border ? .line : .text }

    package var keyPath: WritableKeyPath<Theme, Style> {
        switch self {
        case .text: \.text
        case .dim: \.dim
        case .title: \.title
        case .border: \.border
        case .header: \.header
        case .selection: \.selection
        case .marked: \.marked
        case .tabActive: \.tabActive
        case .tabInactive: \.tabInactive
        case .statusBar: \.statusBar
        case .statusError: \.statusError
        case .statusQuestion: \.statusQuestion
        case .hintKey: \.hintKey
        case .hintLabel: \.hintLabel
        case .input: \.input
        case .inputFocused: \.inputFocused
        case .placeholder: \.placeholder
        case .placeholderFocused: \.placeholderFocused
        case .error: \.error
        case .warning: \.warning
        case .success: \.success
        case .spinner: \.spinner
        case .gauge: \.gauge
        case .overlay: \.overlay
        case .badgeRelease: \.badgeRelease
        case .badgeTest: \.badgeTest
        case .badgeDemo: \.badgeDemo
        }
    }
}
