import Foundation
@testable import ViewModels
import XCTest

/// The browser is in one mode at a time (`BrowseModeStack`): opening a mode
/// closes the others or stacks over the one it belongs to, as documented.
final class BrowseModeTests: XCTestCase {
    private typealias Kind = BrowseMode.Kind

    private static let request = DetailRequest(resource: ResourceRegistry.standard.resources[0], id: 1)

    /// A mode of each kind, with state of its own.
    private static func sample(_ kind: Kind) -> BrowseMode {
        switch kind {
        case .browsing: .browsing
        case .searching: .searching
        case .commandLine: .commandLine(CommandLineState(text: "sort"))
        case .form: .form(EditFormState(fields: []))
        case .confirmingDelete: .confirming(.delete(request))
        case .confirmingSignOut: .confirming(.signOut)
        case .confirmingDiscard: .confirming(.discard)
        case .help: .help(scroll: 2)
        case .errorOverlay: .errorOverlay(ErrorOverlayState(note: StatusNote(kind: .refused("no"))))
        case .requestLog: .requestLog(RequestLogState(requests: []))
        case .exporting: .exporting(ExportProgress(job: ExportJob(resource: request.resource, criteria: ListCriteria(), path: "out.csv",
                                                                   format: .csv)))
        }
    }

    /// The layers that make `kind` the active mode: the discard question is only ever over a form.
    private static func path(to kind: Kind) -> [Kind] {
        switch kind {
        case .browsing: []
        case .confirmingDiscard: [.form, .confirmingDiscard]
        default: [kind]
        }
    }

    /// The documented rules, written out: the discard question opens over the
    /// form only (and is refused without one), the sign-out question over the
    /// form or browsing, every other mode over browsing, closing the rest.
    private static func expectedLayers(opening b: Kind, over a: Kind) -> [Kind] {
        let below = path(to: a)
        switch b {
        case .confirmingDiscard: return below.contains(.form) ? [.form, .confirmingDiscard] : below
        case .confirmingSignOut: return below.first == .form ? [.form, .confirmingSignOut] : [.confirmingSignOut]
        default: return [b]
        }
    }

    func testEveryPairOfModesClosesOrStacksAsDocumented() {
        for a in Kind.allCases {
            for b in Kind.allCases where b != .browsing {
                var stack = BrowseModeStack()
                for kind in Self.path(to: a) { XCTAssertTrue(stack.open(Self.sample(kind)), "\(kind)") }
                XCTAssertEqual(stack.activeKind, a)
                let opened = stack.open(Self.sample(b))
                let expected = Self.expectedLayers(opening: b, over: a)
                XCTAssertEqual(stack.layers.map(\.kind), expected, "\(b) opened over \(a)")
                XCTAssertEqual(opened, expected.last == b, "\(b) over \(a): opened or refused")
                XCTAssertEqual(stack.activeKind, expected.last ?? .browsing, "one mode is active: \(b) over \(a)")
                // The footer names the active mode, or the one below a mode without a footer of its own.
                let footer = expected.last(where: { [.searching, .commandLine, .form, .exporting].contains($0) }) ?? .browsing
                XCTAssertEqual(stack.footerKind, footer, "\(b) over \(a)")
                if opened, expected.count == 2 {
                    stack.close(b)
                    XCTAssertEqual(stack.activeKind, expected[0], "closing \(b) returns to \(expected[0])")
                }
            }
        }
    }

    func testTheOldModalFieldsAreViewsOfTheOneMode() {
        var state = BrowseState(registry: .standard, now: Date(timeIntervalSince1970: 0))
        _ = BrowseFeature.reduce(&state, .beginAdd)
        _ = BrowseFeature.reduce(&state, .editField(.insert("Lamp")))
        _ = BrowseFeature.reduce(&state, .cancelEdit)
        XCTAssertEqual(state.mode.layers.map(\.kind), [.form, .confirmingDiscard])
        XCTAssertTrue(state.confirmingDiscard)
        XCTAssertEqual(state.editForm?.inputs.first?.value, "Lamp", "the form under the question")
        XCTAssertFalse(state.isEditingSearch || state.showsHelp || state.confirmingSignOut)
        _ = BrowseFeature.reduce(&state, .toggleHelp)
        XCTAssertEqual(state.mode.layers.map(\.kind), [.help], "help opens over browsing: the form and its question close")
        XCTAssertNil(state.editForm)
        XCTAssertFalse(state.confirmingDiscard)
    }
}
