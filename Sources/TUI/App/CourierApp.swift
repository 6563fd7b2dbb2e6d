import Dispatch
import Foundation
import Models
import Reactive
import ViewModels

/// The terminal app: owns the view models, turns keys into their inputs, and
/// draws a frame from their state whenever it changes. Everything here runs
/// on the main queue; view-model output reaches it through
/// `observe(on: MainScheduler)`.
@MainActor
public final class CourierApp {
    public let terminal: any Terminal
    public let appViewModel: AppViewModel
    public private(set) var theme: Theme
    public private(set) var isFinished = false

    private let onQuit: @MainActor () -> Void
    private var renderer = Renderer()
    private var appState: AppState
    private let bag = DisposeBag()

    // Login
    private var login: LoginViewModel?
    private var loginModel: LoginScreenModel
    private var loginBag = DisposeBag()

    // Browse
    private var panes: [any BrowsePane] = []
    private var browseModel: BrowseScreenModel
    private var lastQueries: [ResourceKind: String] = [:]
    private var lastErrors: [ResourceKind: String] = [:]
    private var lists: [ResourceKind: ListViewState] = [:]
    private var detail: DetailViewModel?
    private var browseBag = DisposeBag()

    // Chrome
    private var renderScheduled = false
    /// When true, every change renders at once (tests); else renders coalesce per main-queue turn.
    public var rendersImmediately = false
    private var spinnerTimer: DispatchSourceTimer?
    private var messageClear: DispatchWorkItem?
    public private(set) var framesRendered = 0
    public private(set) var lastCellsWritten = 0
    public private(set) var cellsWrittenTotal = 0

    public init(terminal: any Terminal, appViewModel: AppViewModel, theme: Theme,
                onQuit: @escaping @MainActor () -> Void) {
        self.terminal = terminal
        self.theme = theme
        self.onQuit = onQuit
        self.appViewModel = appViewModel
        appState = appViewModel.currentState
        let host = appState.host
        loginModel = LoginScreenModel(state: LoginState(), host: host)
        browseModel = BrowseScreenModel(
            tabs: TabsState(titles: ResourceKind.allCases.map(\.title)),
            status: StatusLine(hostBadge: host.kind.badge, hostURL: host.baseURL.absoluteString))

        appViewModel.state
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] state in
                MainActor.assumeIsolated { self?.appStateChanged(state) }
            })
            .disposed(by: bag)
    }

    /// Checks the saved session and shows the first screen.
    public func start() {
        appViewModel.start.accept(())
        setNeedsRender()
    }

    // MARK: State changes

    private func appStateChanged(_ state: AppState) {
        let previous = appState
        appState = state
        if state.screen != previous.screen || login == nil && panes.isEmpty {
            switch state.screen {
            case .login(let message):
                enterLogin(message: message)
            case .browse:
                if previous.screen != .browse { enterBrowse() }
            case .starting:
                break
            }
        }
        browseModel.status.user = state.user?.username
        browseModel.status.requestsInFlight = state.requestsInFlight
        updateSpinner()
        setNeedsRender()
    }

    private func enterLogin(message: String?) {
        leaveBrowse()
        loginBag = DisposeBag()
        let viewModel = appViewModel.makeLoginViewModel(errorMessage: message)
        login = viewModel
        loginModel = LoginScreenModel(state: viewModel.currentState, host: appState.host)
        viewModel.state
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] state in
                MainActor.assumeIsolated {
                    self?.loginModel.state = state
                    self?.updateSpinner()
                    self?.setNeedsRender()
                }
            })
            .disposed(by: loginBag)
        viewModel.signedIn
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] session in
                MainActor.assumeIsolated {
                    self?.login?.clearPassword()
                    self?.appViewModel.signedIn.accept(session)
                }
            })
            .disposed(by: loginBag)
    }

    private func enterBrowse() {
        login = nil
        loginBag = DisposeBag()
        loginModel.password = TextFieldState(isMasked: true)
        browseBag = DisposeBag()
        let changed: @MainActor () -> Void = { [weak self] in self?.paneChanged() }
        panes = [
            ResourcePane(viewModel: appViewModel.makeBrowseViewModel(.products),
                         columns: ResourceColumns.products, target: { .product(id: $0.id) }, onChange: changed),
            ResourcePane(viewModel: appViewModel.makeBrowseViewModel(.posts),
                         columns: ResourceColumns.posts, target: { .post(id: $0.id) }, onChange: changed),
            ResourcePane(viewModel: appViewModel.makeBrowseViewModel(.users),
                         columns: ResourceColumns.users, target: { .user(id: $0.id) }, onChange: changed),
        ]
        lists = [:]
        lastQueries = [:]
        lastErrors = [:]
        browseModel.tabs = TabsState(titles: ResourceKind.allCases.map(\.title))
        browseModel.search = TextFieldState()
        browseModel.isSearching = false
        browseModel.showHelp = false
        closeDetail()
        currentPane?.appear()
        paneChanged()
    }

    private func leaveBrowse() {
        panes = []
        closeDetail()
        browseBag = DisposeBag()
    }

    private var currentPane: (any BrowsePane)? {
        panes.indices.contains(browseModel.tabs.selectedIndex) ? panes[browseModel.tabs.selectedIndex] : nil
    }

    private func paneChanged() {
        guard let pane = currentPane else { return }
        let snapshot = pane.snapshot
        browseModel.snapshot = snapshot
        var list = lists[pane.kind] ?? ListViewState()
        if lastQueries[pane.kind] != snapshot.query {
            // A new query is a new list: start from its top.
            lastQueries[pane.kind] = snapshot.query
            list = ListViewState()
        }
        if list.selectedIndex >= snapshot.count && snapshot.count > 0 {
            list.select(snapshot.count - 1, rowCount: snapshot.count, visibleRows: visibleRows)
        }
        lists[pane.kind] = list
        browseModel.list = list
        if let error = snapshot.errorMessage, lastErrors[pane.kind] != error {
            showMessage(error, isError: true)
        }
        lastErrors[pane.kind] = snapshot.errorMessage
        browseModel.status.offline = StatusLine.offlineText(
            for: snapshot.source, appOffline: appState.isOffline || snapshot.isConnectivityError)
        loadMoreIfNeeded()
        setNeedsRender()
    }

    private var visibleRows: Int {
        let area = BrowseScreen.listArea(in: Rect(size: terminal.size), detailOpen: browseModel.detail != nil)
        return ListView.visibleRows(in: area)
    }

    private func loadMoreIfNeeded() {
        guard let pane = currentPane else { return }
        let snapshot = pane.snapshot
        guard snapshot.hasLoaded, snapshot.hasMore, !snapshot.isLoadingMore, !snapshot.isLoadingFirstPage else { return }
        let list = lists[pane.kind] ?? ListViewState()
        if list.isNearEnd(rowCount: snapshot.count, threshold: BrowseScreen.loadMoreThreshold) {
            pane.loadMore()
        }
    }

    // MARK: Keys

    public func handle(_ key: Key) {
        if key == .resize {
            renderer.invalidate()
            setNeedsRender()
            return
        }
        switch appState.screen {
        case .starting:
            if key == .ctrl("c") || key == .character("q") { quit() }
        case .login:
            handleLogin(key)
        case .browse:
            handleBrowse(key)
        }
        setNeedsRender()
    }

    private func handleLogin(_ key: Key) {
        if loginModel.showHelp {
            if key == .ctrl("c") { quit() }
            if key == .escape || key == .function(1) { loginModel.showHelp = false }
            return
        }
        if let action = LoginScreen.keyTable(loginModel).action(for: key) {
            switch action {
            case .nextField: loginModel.focus = loginModel.focus.next
            case .previousField: loginModel.focus = loginModel.focus.previous
            case .submit:
                if loginModel.focus == .username {
                    loginModel.focus = .password
                } else {
                    login?.submit.accept(())
                }
            case .quit: quit()
            case .redraw: redraw()
            case .help: loginModel.showHelp = true
            }
            return
        }
        guard let edit = TextFieldAction(key: key) else { return }
        switch loginModel.focus {
        case .username:
            loginModel.username.apply(edit)
            login?.username.accept(loginModel.username.value)
        case .password:
            loginModel.password.apply(edit)
            login?.password.accept(loginModel.password.value)
        case .submit:
            break
        }
    }

    private func handleBrowse(_ key: Key) {
        guard let pane = currentPane else { return }
        if browseModel.showHelp {
            if key == .ctrl("c") { quit() }
            if key == .escape || key == .character("?") || key == .character("q") { browseModel.showHelp = false }
            return
        }
        if browseModel.isSearching {
            handleSearch(key, pane: pane)
            return
        }
        if browseModel.editForm != nil {
            handleEdit(key)
            return
        }
        guard let action = BrowseScreen.keyTable(browseModel).action(for: key) else { return }
        let snapshot = pane.snapshot
        var list = lists[pane.kind] ?? ListViewState()
        let rows = visibleRows
        let loadingRow = snapshot.isLoadingMore
        let detailFullScreen = browseModel.detail != nil && terminal.size.cols < BrowseScreen.sidePaneMinimumWidth
        switch action {
        case .up, .down, .pageUp, .pageDown, .top, .bottom:
            if detailFullScreen {
                scrollDetail(action)
                return
            }
            switch action {
            case .up: list.move(by: -1, rowCount: snapshot.count, visibleRows: rows, hasLoadingRow: loadingRow)
            case .down: list.move(by: 1, rowCount: snapshot.count, visibleRows: rows, hasLoadingRow: loadingRow)
            case .pageUp: list.page(-1, rowCount: snapshot.count, visibleRows: rows, hasLoadingRow: loadingRow)
            case .pageDown: list.page(1, rowCount: snapshot.count, visibleRows: rows, hasLoadingRow: loadingRow)
            case .top: list.selectFirst(rowCount: snapshot.count, visibleRows: rows)
            default: list.selectLast(rowCount: snapshot.count, visibleRows: rows, hasLoadingRow: loadingRow)
            }
            lists[pane.kind] = list
            browseModel.list = list
            pane.select(list.selectedIndex)
            loadMoreIfNeeded()
        case .nextTab: switchTab(to: (browseModel.tabs.selectedIndex + 1) % panes.count)
        case .previousTab: switchTab(to: (browseModel.tabs.selectedIndex + panes.count - 1) % panes.count)
        case .tab(let index): switchTab(to: index)
        case .search:
            browseModel.isSearching = true
            browseModel.search = TextFieldState(value: snapshot.query)
        case .open:
            if let target = pane.detailTarget(at: list.selectedIndex) { openDetail(target) }
        case .back:
            if browseModel.detail != nil {
                closeDetail()
            } else if !snapshot.query.isEmpty {
                browseModel.search = TextFieldState()
                pane.search("")
            }
        case .edit:
            if let content = browseModel.detail?.content { browseModel.editForm = UserEditForm(content: content) }
        case .refresh:
            pane.refresh()
            detail?.load.accept(())
        case .logout:
            appViewModel.logout.accept(())
        case .quit: quit()
        case .redraw: redraw()
        case .help: browseModel.showHelp.toggle()
        }
    }

    private func handleSearch(_ key: Key, pane: any BrowsePane) {
        if let action = BrowseScreen.searchTable.action(for: key) {
            switch action {
            case .accept:
                browseModel.isSearching = false
            case .cancel:
                browseModel.isSearching = false
                browseModel.search = TextFieldState()
                pane.search("")
            case .quit:
                quit()
            }
            return
        }
        guard let edit = TextFieldAction(key: key) else { return }
        browseModel.search.apply(edit)
        pane.search(browseModel.search.value)
    }

    private func handleEdit(_ key: Key) {
        guard var form = browseModel.editForm else { return }
        if let action = UserEditForm.keyTable.action(for: key) {
            switch action {
            case .next: form.moveFocus(by: 1)
            case .previous: form.moveFocus(by: -1)
            case .cancel:
                browseModel.editForm = nil
                return
            case .save:
                let update = form.update
                browseModel.editForm = nil
                if !update.isEmpty { detail?.saveUser.accept(update) }
                return
            case .quit:
                quit()
                return
            }
        } else if let edit = TextFieldAction(key: key) {
            form.apply(edit)
        }
        browseModel.editForm = form
    }

    private func switchTab(to index: Int) {
        guard panes.indices.contains(index), index != browseModel.tabs.selectedIndex else { return }
        closeDetail()
        browseModel.tabs = TabsState(titles: browseModel.tabs.titles, selectedIndex: index)
        let pane = panes[index]
        browseModel.search = TextFieldState(value: pane.snapshot.query)
        pane.appear()
        paneChanged()
    }

    // MARK: Detail

    private func openDetail(_ target: DetailViewModel.Target) {
        let viewModel = appViewModel.makeDetailViewModel(target)
        detail = viewModel
        if case .user = target { browseModel.detailIsUser = true } else { browseModel.detailIsUser = false }
        browseModel.detail = DetailState()
        browseModel.detailScroll = 0
        viewModel.state
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self, weak viewModel] state in
                MainActor.assumeIsolated {
                    guard let self, let viewModel, self.detail === viewModel else { return }
                    let wasSaving = self.browseModel.detail?.isSaving ?? false
                    self.browseModel.detail = state
                    if wasSaving && !state.isSaving && state.saveError == nil { self.showMessage("Saved.", isError: false) }
                    if let error = state.saveError?.message { self.showMessage(error, isError: true) }
                    self.setNeedsRender()
                }
            })
            .disposed(by: browseBag)
        viewModel.load.accept(())
    }

    private func closeDetail() {
        detail = nil
        browseModel.detail = nil
        browseModel.editForm = nil
        browseModel.detailIsUser = false
        browseModel.detailScroll = 0
    }

    private func scrollDetail(_ action: BrowseAction) {
        guard browseModel.detail != nil else { return }
        let screen = Rect(size: terminal.size)
        let area = BrowseScreen.detailArea(in: screen)
        let lineCount = browseModel.layoutDetail(width: BrowseScreen.detailTextWidth(in: screen)).count
        let maximum = DetailView.maximumScroll(lineCount: lineCount, height: area.height)
        var scroll = browseModel.detailScroll
        switch action {
        case .up: scroll -= 1
        case .down: scroll += 1
        case .pageUp: scroll -= max(1, area.height - 1)
        case .pageDown: scroll += max(1, area.height - 1)
        case .top: scroll = 0
        default: scroll = maximum
        }
        browseModel.detailScroll = min(max(0, scroll), maximum)
    }

    // MARK: Chrome

    private func showMessage(_ text: String, isError: Bool) {
        browseModel.status.message = text
        browseModel.status.messageIsError = isError
        messageClear?.cancel()
        let clear = DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated {
                self?.browseModel.status.message = nil
                self?.setNeedsRender()
            }
        }
        messageClear = clear
        DispatchQueue.main.asyncAfter(deadline: .now() + AppDefaults.messageLifetime, execute: clear)
    }

    private func updateSpinner() {
        let busy = appState.requestsInFlight > 0 || loginModel.state.isLoading
        if busy && spinnerTimer == nil {
            let timer = DispatchSource.makeTimerSource(queue: .main)
            timer.schedule(deadline: .now() + AppDefaults.spinnerInterval, repeating: AppDefaults.spinnerInterval)
            timer.setEventHandler { [weak self] in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    self.browseModel.status.spinner.advance()
                    self.loginModel.spinner.advance()
                    self.setNeedsRender()
                }
            }
            timer.resume()
            spinnerTimer = timer
        } else if !busy, let timer = spinnerTimer {
            timer.cancel()
            spinnerTimer = nil
        }
    }

    private func redraw() {
        renderer.invalidate()
        terminal.clear()
    }

    private func quit() {
        guard !isFinished else { return }
        isFinished = true
        spinnerTimer?.cancel()
        spinnerTimer = nil
        messageClear?.cancel()
        onQuit()
    }

    /// Ctrl-Z: requests pause with the app; `fg` resumes them and repaints.
    public func suspend() {
        appViewModel.suspend.accept(())
    }

    public func resume() {
        appViewModel.resume.accept(())
        renderer.invalidate()
        render()
    }

    /// The terminal's size changed (SIGWINCH).
    public func resized() {
        renderer.invalidate()
        if let pane = currentPane, var list = lists[pane.kind] {
            list.select(list.selectedIndex, rowCount: pane.snapshot.count, visibleRows: visibleRows)
            lists[pane.kind] = list
            browseModel.list = list
        }
        render()
    }

    // MARK: Rendering

    /// Asks for a frame; several changes in one main-queue turn make one frame.
    public func setNeedsRender() {
        if rendersImmediately {
            render()
            return
        }
        guard !renderScheduled else { return }
        renderScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                self?.renderScheduled = false
                self?.render()
            }
        }
    }

    /// Builds the frame for the current state and draws what changed.
    public func render() {
        guard !isFinished else { return }
        let frame = makeFrame()
        lastCellsWritten = renderer.present(frame, on: terminal)
        cellsWrittenTotal += lastCellsWritten
        framesRendered += 1
    }

    /// The frame for the current state at the terminal's size: a pure function of state.
    public func makeFrame() -> CellBuffer {
        let size = terminal.size
        var frame = CellBuffer(size: size, fill: .blank(theme.text))
        let area = frame.bounds
        if TooSmallView.isTooSmall(size) {
            TooSmallView.render(size: size, into: &frame, area: area, theme: theme)
            return frame
        }
        switch appState.screen {
        case .starting:
            frame.writeLine("Checking your session on \(appState.host.kind.rawValue)…",
                            in: area.line(area.height / 2), style: theme.dim, alignment: .center)
        case .login:
            LoginScreen.render(loginModel, into: &frame, area: area, theme: theme)
        case .browse:
            if let pane = currentPane {
                browseModel.layoutDetail(width: BrowseScreen.detailTextWidth(in: area))
                BrowseScreen.render(browseModel, pane: pane, into: &frame, area: area, theme: theme)
            }
        }
        return frame
    }
}
