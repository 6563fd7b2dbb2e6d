import Network

/// A short-lived line in the status bar, typed until it is shown.
package struct StatusNote: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case saved
        /// What failed, and what was being read or written ("products", "user 3").
        case failed(NetworkError, subject: String)
    }

    package var kind: Kind

    package var isError: Bool {
        if case .failed = kind { return true }
        return false
    }

    /// The words, from the presenter.
    package func text(_ presenter: ErrorPresenter) -> String {
        switch kind {
        case .saved: return presenter.saved
        case .failed(let error, let subject): return presenter.message(for: error, subject: subject)
        }
    }
}
