import Network
import ViewModels
import XCTest
@testable import TUI

/// Dispatch, the footer and the `?` help all read the one mode stack: for
/// every pair of modes (one opened over the other) they name the same mode.
final class BrowseModeDispatchTests: XCTestCase {
    private typealias Kind = BrowseMode.Kind
    private let area = Rect(size: Size(rows: 24, cols: 80))
    private let presenter = ErrorPresenter(language: .english)

    /// The products list with product 1's detail open and an error on the status line.
    private static func base() -> BrowseState {
        var state = BrowseFrames.productsLoaded()
        BrowseFrames.send(.openDetail(id: 1), to: &state)
        let content = DetailContent(title: "Product 1", subtitle: "", sections: [])
        BrowseFrames.send(.detailLoaded(state.detail!.request, SourcedResult(.value(content), source: .network),
                                        at: BrowseFrames.now), to: &state)
        _ = BrowseFeature.note(.refused("No such list."), &state)
        return state
    }

    private static func sample(_ kind: Kind, _ state: BrowseState) -> BrowseMode {
        switch kind {
        case .browsing: .browsing
        case .searching: .searching
        case .commandLine: .commandLine(CommandLineState(text: "so"))
        case .form: .form(EditFormState(fields: []))
        case .confirmingDelete: .confirming(.delete(state.detail!.request))
        case .confirmingSignOut: .confirming(.signOut)
        case .confirmingDiscard: .confirming(.discard)
        case .help: .help(scroll: 0)
        case .errorOverlay: .errorOverlay(ErrorOverlayState(note: state.lastError!))
        case .requestLog: .requestLog(RequestLogState(requests: []))
        case .exporting: .exporting(ExportProgress(job: ExportJob(resource: state.currentList.resource, criteria: ListCriteria(),
                                                                   path: "out.csv", format: .csv)))
        }
    }

    /// A key each mode's table binds, and the intent it must name there.
    private static func probe(_ kind: Kind) -> (Key, BrowseIntent) {
        switch kind {
        case .browsing: (.character("?"), .browsing(.help))
        case .searching: (.enter, .search(.accept))
        case .commandLine: (.tab, .commandLine(.complete))
        case .form: (.enter, .form(.save))
        case .confirmingDelete, .confirmingSignOut, .confirmingDiscard: (.character("y"), .confirmation(.yes))
        case .help: (.character("j"), .help(.scroll(.down)))
        case .errorOverlay: (.character("j"), .errorOverlay(.scroll(.down)))
        case .requestLog: (.character("j"), .requestLog(.scroll(.down)))
        case .exporting: (.escape, .exporting(.stop))
        }
    }

    /// The footer line the mode's table draws.
    private func footer(_ kind: Kind, _ state: BrowseState) -> String {
        var line = CellBuffer(size: Size(rows: 1, cols: area.width), fill: .blank(Theme.monochrome.text))
        switch kind {
        case .searching: KeyHints.render(BrowseKeyTables.search.translated(presenter), into: &line, area: line.bounds, theme: .monochrome)
        case .form: KeyHints.render(BrowseKeyTables.form.translated(presenter), into: &line, area: line.bounds, theme: .monochrome)
        case .exporting: KeyHints.render(BrowseKeyTables.exporting.translated(presenter), into: &line, area: line.bounds, theme: .monochrome)
        default: KeyHints.render(BrowseKeys.presented(state).translated(presenter), into: &line, area: line.bounds, theme: .monochrome)
        }
        return line.lines[0]
    }

    func testFooterHelpAndDispatchNameTheSameModeInEveryPair() {
        for a in Kind.allCases {
            for b in Kind.allCases where b != .browsing {
                var state = Self.base()
                if a == .confirmingDiscard { state.mode.open(Self.sample(.form, state)) }
                if a != .browsing { state.mode.open(Self.sample(a, state)) }
                state.mode.open(Self.sample(b, state))
                let active = state.mode.activeKind
                let (key, intent) = Self.probe(active)
                guard case .intent(let named)? = BrowseFrames.action(for: key, in: state, area: area) else {
                    XCTFail("\(b) over \(a): \(key) names no intent of \(active)")
                    continue
                }
                XCTAssertEqual(named, intent, "\(b) over \(a): dispatch reads \(active)")
                let lines = BrowseFrames.frame(state).lines
                let footerKind = state.mode.footerKind
                XCTAssertTrue(footerKind == active || !active.hasFooter, "\(b) over \(a)")
                if footerKind == .commandLine {
                    XCTAssertTrue(lines[23].hasPrefix(":"), "\(b) over \(a): the line is the footer: \(lines[23])")
                } else {
                    XCTAssertEqual(lines[23], footer(footerKind, state), "\(b) over \(a): the footer names \(footerKind)")
                }
                // The help lists the browsing table the footer names under it.
                let text = lines.joined(separator: "\n")
                XCTAssertEqual(text.contains("Esc or ? to close"), active == .help, "\(b) over \(a)")
                if active == .help { XCTAssertEqual(footerKind, .browsing) }
            }
        }
    }
}
