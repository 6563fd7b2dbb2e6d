import Network

/// A short-lived line in the status bar, typed until it is shown.
package struct StatusNote: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case saved
        /// What failed, and what was being read or written ("products", "user 3").
        case failed(NetworkError, subject: UIText)
        /// A command the app could not take, in its own words.
        case refused(UIText)
        /// A write the server answered (and, being DummyJSON, did not keep),
        /// with the fields it answered otherwise than they were sent.
        case written(SaveRequest.Kind, subject: UIText, differences: [WriteDifference])
        /// A search whose `-` the server reads as a space.
        case searchReadsDash(String)
    }

    package var kind: Kind

    package var isError: Bool {
        switch kind {
        case .saved, .written, .searchReadsDash: false
        case .failed, .refused: true
        }
    }

    /// The words, from the presenter.
    package func text(_ presenter: ErrorPresenter) -> String {
        switch kind {
        case .saved: return presenter.saved
        case .failed(let error, let subject): return presenter.message(for: error, subject: subject)
        case .refused(let message): return presenter.text(message)
        case .written(let kind, let subject, let differences): return presenter.written(kind, subject: subject, differences: differences)
        case .searchReadsDash(let query): return presenter.searchReadsDash(query)
        }
    }
}
