import Network

/// A short-lived line in the status bar, typed until it is shown.
package struct StatusNote: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case saved
        /// What failed, and what was being read or written ("products", "user 3").
        case failed(NetworkError, subject: UIText)
        /// A command the app could not take, in its own words.
        case refused(UIText)
        /// A write the server answered (and, being DummyJSON, did not keep).
        case written(SaveRequest.Kind, subject: UIText)
        /// A write the server answered and keeps (a described API's).
        case kept(SaveRequest.Kind, subject: UIText)
    }

    package var kind: Kind

    package var isError: Bool {
        switch kind {
        case .saved, .written, .kept: false
        case .failed, .refused: true
        }
    }

    /// The words, from the presenter.
    package func text(_ presenter: ErrorPresenter) -> String {
        switch kind {
        case .saved: return presenter.saved
        case .failed(let error, let subject): return presenter.message(for: error, subject: subject)
        case .refused(let message): return presenter.text(message)
        case .written(let kind, let subject): return presenter.written(kind, subject: subject)
        case .kept(let kind, let subject): return presenter.written(kind, subject: presenter.text(subject), kept: true)
        }
    }
}
