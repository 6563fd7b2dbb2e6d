import Foundation
import Models
import Network
import Reactive
import ViewModels

/// What the browse screen needs of a list, whatever its item type: the rows
/// as text, the list state, and the inputs. One per tab.
@MainActor
public protocol BrowsePane: AnyObject {
    var kind: ResourceKind { get }
    var snapshot: BrowseSnapshot { get }
    /// The cell texts of row `index` for `columns` (already sanitised).
    func row(_ index: Int, columnCount: Int) -> [String]
    func columns(forWidth width: Int) -> [ListColumn]
    /// The detail target of row `index`.
    func detailTarget(at index: Int) -> DetailViewModel.Target?

    func appear()
    func refresh()
    func loadMore()
    func search(_ text: String)
    func select(_ index: Int)
}

/// A list's state with the item type erased: what the screen draws.
public struct BrowseSnapshot: Sendable, Equatable {
    public var count = 0
    public var total = 0
    public var selectedIndex = 0
    public var isLoadingFirstPage = false
    public var isLoadingMore = false
    public var hasMore = false
    public var hasLoaded = false
    public var query = ""
    public var errorMessage: String?
    public var isConnectivityError = false
    public var emptyMessage: String?
    public var source: ValueSource?

    public init() {}
}

/// The pane for one resource: keeps the latest state of its view model (on
/// the main queue) and tells the app when it changed.
@MainActor
public final class ResourcePane<Item: PageItem & Identifiable & Equatable & Sendable>: BrowsePane where Item.ID == Int {
    public let viewModel: BrowseViewModel<Item>
    private let allColumns: [ResourceColumn<Item>]
    private let target: @Sendable (Item) -> DetailViewModel.Target
    private var state = BrowseState<Item>()
    private let bag = DisposeBag()

    public init(viewModel: BrowseViewModel<Item>, columns: [ResourceColumn<Item>],
                target: @escaping @Sendable (Item) -> DetailViewModel.Target, onChange: @escaping @MainActor () -> Void) {
        self.viewModel = viewModel
        self.allColumns = columns
        self.target = target
        viewModel.state
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] state in
                MainActor.assumeIsolated {
                    self?.state = state
                    onChange()
                }
            })
            .disposed(by: bag)
    }

    public var kind: ResourceKind { viewModel.endpoints.kind }

    public var snapshot: BrowseSnapshot {
        var snapshot = BrowseSnapshot()
        snapshot.count = state.items.count
        snapshot.total = state.total
        snapshot.selectedIndex = state.selectedIndex ?? 0
        snapshot.isLoadingFirstPage = state.isLoadingFirstPage
        snapshot.isLoadingMore = state.isLoadingMore
        snapshot.hasMore = state.hasMore
        snapshot.hasLoaded = state.hasLoaded
        snapshot.query = state.query
        snapshot.errorMessage = state.errorMessage
        snapshot.isConnectivityError = state.error?.isConnectivity ?? false
        snapshot.emptyMessage = state.emptyMessage
        snapshot.source = state.source
        return snapshot
    }

    private var visibleColumns: [ResourceColumn<Item>] = []

    public func columns(forWidth width: Int) -> [ListColumn] {
        visibleColumns = ResourceColumns.fitting(allColumns, width: width)
        return ResourceColumns.listColumns(visibleColumns)
    }

    public func row(_ index: Int, columnCount: Int) -> [String] {
        guard state.items.indices.contains(index) else { return [] }
        let item = state.items[index]
        return visibleColumns.prefix(columnCount).map { Sanitizer.singleLine($0.value(item)) }
    }

    public func detailTarget(at index: Int) -> DetailViewModel.Target? {
        guard state.items.indices.contains(index) else { return nil }
        return target(state.items[index])
    }

    public func appear() { viewModel.appear.accept(()) }
    public func refresh() { viewModel.refresh.accept(()) }
    public func loadMore() { viewModel.loadMore.accept(()) }
    public func search(_ text: String) { viewModel.query.accept(text) }
    public func select(_ index: Int) { viewModel.select.accept(index) }
}
