/// The browser's open modes, bottom first, like lazygit's context stack:
/// browsing is always the floor, the top one is active and has the keys.
/// At most one mode is active by construction, and which modes may stack
/// is `BrowseMode.Kind.opensOver`:
///
/// - search, the command line, the form, the delete question, help and the
///   error overlay open over browsing, closing whatever else was open;
/// - the discard question opens over the form only and returns to it;
/// - the sign-out question opens over browsing or over the form.
package struct BrowseModeStack: Sendable, Equatable {
    /// The modes open above browsing, bottom first.
    package private(set) var layers: [BrowseMode] = []

    package init() {}

    /// The mode that has the keys.
    package var active: BrowseMode { layers.last ?? .browsing }
    package var activeKind: BrowseMode.Kind { active.kind }

    /// The mode whose keys the footer and the `?` help name: the active one,
    /// or the nearest below it that has a footer.
    package var footerKind: BrowseMode.Kind {
        layers.last(where: \.kind.hasFooter)?.kind ?? .browsing
    }

    /// The open layer of this kind, if any.
    package func layer(_ kind: BrowseMode.Kind) -> BrowseMode? {
        kind == .browsing ? .browsing : layers.last { $0.kind == kind }
    }

    package func isOpen(_ kind: BrowseMode.Kind) -> Bool { layer(kind) != nil }

    /// Opens `mode` over the nearest layer it may open over, closing those
    /// above that layer. A mode with nothing to open over (the discard
    /// question without a form) is not opened; the answer says whether it was.
    @discardableResult
    package mutating func open(_ mode: BrowseMode) -> Bool {
        let kinds = [BrowseMode.Kind.browsing] + layers.map(\.kind)
        guard let base = kinds.lastIndex(where: mode.kind.opensOver.contains) else { return false }
        layers = Array(layers.prefix(base)) + [mode]
        return true
    }

    /// Closes the layer of this kind and every layer above it.
    package mutating func close(_ kind: BrowseMode.Kind) {
        guard let index = layers.lastIndex(where: { $0.kind == kind }) else { return }
        layers.removeSubrange(index...)
    }

    /// Back to browsing.
    package mutating func closeAll() { layers = [] }

    /// Changes the state of the open layer of this kind; nothing when it is not open.
    package mutating func update(_ kind: BrowseMode.Kind, _ change: (inout BrowseMode) -> Void) {
        guard let index = layers.lastIndex(where: { $0.kind == kind }) else { return }
        change(&layers[index])
    }
}
