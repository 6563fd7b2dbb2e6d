import Dispatch
import Reactive
import ViewModels

/// The terminal app's shell: shows the screen the session is on, feeds keys
/// to that screen's feature, and draws a frame whenever state changes. The
/// features decide everything else. Runs on the main queue; state reaches it
/// through a `Binder` on `MainScheduler`.
@MainActor
package final class CourierApp {
    package let terminal: any Terminal
    package let appViewModel: AppViewModel
    package let theme: Theme
    package private(set) var isFinished = false
    /// When true, every change renders at once (tests); else renders coalesce per main-queue turn.
    package var rendersImmediately = false
    package private(set) var renderer = Renderer()

    private let onQuit: @MainActor () -> Void
    /// The pager and the editor the terminal is handed to.
    private let programs: any ExternalPrograms
    /// How `E` writes a record for the editor.
    private let editFormat: EditFormat
    private var appState: AppState
    private var login: FeatureStore<LoginFeature>?
    private var browse: FeatureStore<BrowseFeature>?
    private var renderScheduled = false
    private var screenBag = DisposeBag()
    private let bag = DisposeBag()

    package init(terminal: any Terminal, appViewModel: AppViewModel, theme: Theme, programs: (any ExternalPrograms)? = nil,
                 editFormat: EditFormat = .json, onQuit: @escaping @MainActor () -> Void) {
        self.terminal = terminal
        self.theme = theme
        self.onQuit = onQuit
        self.programs = programs ?? ShellPrograms()
        self.editFormat = editFormat
        self.appViewModel = appViewModel
        appState = appViewModel.currentState
        let conflicts = BrowseKeys.tabKeyConflicts(in: appViewModel.registry)
        precondition(conflicts.isEmpty, "tab keys \(conflicts) are the browser's own keys")
        redrawOnChange(appViewModel.state) { app, state in app.appStateChanged(state) }.disposed(by: bag)
    }

    /// Checks the saved session and shows the first screen.
    package func start() {
        appViewModel.start.accept(())
        setNeedsRender()
    }

    /// A new screen gets a new feature; the old one's requests end with its bag.
    private func appStateChanged(_ state: AppState) {
        let previous = appState
        appState = state
        guard state.screen != previous.screen || login == nil && browse == nil else { return }
        screenBag = DisposeBag()
        login = nil
        browse = nil
        switch state.screen {
        case .login(let reason):
            let store = appViewModel.makeLoginStore(reason: reason)
            login = store
            redrawOnChange(store.state).disposed(by: screenBag)
            observe(store.effects) { app, effect in if effect == .quit { app.quit() } }.disposed(by: screenBag)
        case .browse:
            let store = appViewModel.makeBrowseStore()
            browse = store
            redrawOnChange(store.state).disposed(by: screenBag)
            observe(store.effects) { app, effect in app.browseEffect(effect) }.disposed(by: screenBag)
            store.send(.viewport(rows: BrowseLayout.visibleRows(store.currentState, in: Rect(size: terminal.size))))
            store.send(.showPictures(theme.pictureColors != .none))
            store.send(.takeOut(.useEditFormat(editFormat)))
            store.send(.appear)
        case .starting:
            break
        }
    }

    package func handle(_ key: Key) {
        if key == .resize { return resized() }
        if let login {
            perform(LoginScreen.command(for: key, in: login.currentState), on: login)
        } else if let browse {
            let area = Rect(size: terminal.size)
            perform(BrowseKeys.command(for: key, in: browse.currentState, area: area, app: appState), on: browse)
        } else if key == .ctrl("c") || key == .character("q") {
            // Checking the session: no feature is on screen yet to decide.
            quit()
        }
        setNeedsRender()
    }

    /// The browser's effects that are the shell's: the feature decided, the app does it.
    private func browseEffect(_ effect: BrowseEffect) {
        switch effect {
        case .quit: quit()
        case .signOut: appViewModel.logout.accept(())
        case .takeOut(let takeOut): takeOutEffect(takeOut)
        default: break
        }
    }

    /// The terminal's part of taking data out: the clipboard, and the
    /// pager and editor, for which the terminal is given back as Ctrl-Z
    /// gives it and taken again after, repainted whole.
    private func takeOutEffect(_ effect: TakeOutEffect) {
        guard let browse else { return }
        switch effect {
        case .copy(let text, let what, let fallback):
            browse.send(.takeOut(.clipboardWritten(terminal.setClipboard(text), what: what, fallback: fallback)))
        case .page(let text, let name):
            let failure = handingOverTerminal { programs.page(text, name: name) }
            browse.send(.takeOut(.pagerClosed(failure: failure)))
        case .edit(let edit):
            let presenter = appState.presenter
            let text = edit.problems.isEmpty ? edit.document
                : ExternalEditDocument.withProblems(edit.problems.map(presenter.text), in: edit.document)
            let outcome = handingOverTerminal { programs.edit(text, fileName: edit.fileName) }
            browse.send(.takeOut(.editorClosed(edit, outcome)))
        case .fetchJSON:
            break
        }
    }

    private func handingOverTerminal<T>(_ run: () -> T) -> T {
        terminal.suspend()
        let result = run()
        terminal.resume()
        // The window may have changed size meanwhile: measure and repaint it whole.
        resized()
        return result
    }

    private func perform<F: Feature>(_ command: ScreenCommand<F.Action>?, on store: FeatureStore<F>) {
        switch command {
        case .send(let action): store.send(action)
        case .redraw:
            renderer.invalidate()
            terminal.clear()
        case nil: break
        }
    }

    private func quit() {
        guard !isFinished else { return }
        isFinished = true
        screenBag = DisposeBag()
        onQuit()
    }

    /// Ctrl-Z: requests pause with the app; `fg` resumes them and repaints.
    package func suspend() { appViewModel.suspend.accept(()) }

    package func resume() {
        appViewModel.resume.accept(())
        resized()
    }

    /// The terminal's size changed (SIGWINCH), or it must be repainted whole.
    package func resized() {
        if let browse {
            browse.send(.viewport(rows: BrowseLayout.visibleRows(browse.currentState, in: Rect(size: terminal.size))))
        }
        renderer.invalidate()
        render()
    }

    /// Reacts to each effect on the main queue, without keeping the app alive.
    private func observe<Effect: Sendable>(_ effects: Observable<Effect>,
                                           _ react: @escaping @MainActor (CourierApp, Effect) -> Void) -> Disposable {
        effects.observe(on: MainScheduler.instance).subscribe(with: self, onNext: { app, effect in
            MainActor.assumeIsolated { react(app, effect) }
        })
    }

    /// Asks for a frame after each state; a binder delivers on the main queue
    /// and holds the app weakly.
    private func redrawOnChange<State: Sendable>(
        _ states: Observable<State>, _ changed: @escaping @MainActor (CourierApp, State) -> Void = { _, _ in }
    ) -> Disposable {
        states.bind(to: Binder(self) { app, state in
            MainActor.assumeIsolated {
                changed(app, state)
                app.setNeedsRender()
            }
        })
    }

    /// Asks for a frame; several changes in one main-queue turn make one frame.
    package func setNeedsRender() {
        if rendersImmediately { return render() }
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
    /// What the browser laid out is told to it after the frame is shown,
    /// and only when it changed: the frame it causes comes after this one.
    package func render() {
        guard !isFinished else { return }
        let drawn = AppFrame.draw(app: appState, login: login?.currentState, browse: browseState, size: terminal.size,
                                  theme: theme)
        renderer.present(drawn.frame, on: terminal)
        if let browse, let viewport = drawn.browseViewport, viewport != browse.currentState.viewport {
            browse.send(.viewportMeasured(viewport))
        }
    }

    /// The frame for the current state at the terminal's size: a pure function of state.
    package func makeFrame() -> CellBuffer {
        AppFrame.render(app: appState, login: login?.currentState, browse: browseState, size: terminal.size, theme: theme)
    }

    /// The browser's state, while it is the screen.
    package var browseState: BrowseState? { browse?.currentState }
    /// The login form's state, when it is on screen.
    package var loginState: LoginState? { login?.currentState }
}
