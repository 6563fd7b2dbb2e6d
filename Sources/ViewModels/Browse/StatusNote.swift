import Network

/// A short-lived line in the status bar, typed until it is shown.
package struct StatusNote: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case saved
        /// What failed, and what was being read or written ("products", "user 3").
        case failed(NetworkError, subject: UIText)
        /// A command the app could not take, in its own words.
        case refused(UIText)
        /// Something the app did that a person did not ask for in so many
        /// words (a filter a new search replaced), said so it is not missed.
        case info(UIText)
        /// A write the server answered (and, being DummyJSON, did not keep),
        /// with the fields it answered otherwise than they were sent.
        case written(SaveRequest.Kind, subject: UIText, differences: [WriteDifference])
        /// Names of a resource's records could not be looked up: their ids show.
        case unnamed(subject: UIText)
        /// A record's picture that did not come, and the host it was asked of (nil: the API's own).
        case pictureNotLoaded(NetworkError, host: String?)
        /// A write the server answered and keeps (a described API's), with the fields it answered otherwise.
        case kept(SaveRequest.Kind, subject: UIText, differences: [WriteDifference])
        /// A search whose `-` the server reads as a space.
        case searchReadsDash(String)
        /// The config file's mistakes, each with its file and line (the rest of the file holds).
        case configProblems([String])
    }

    package var kind: Kind

    package var isError: Bool {
        switch kind {
        case .saved, .written, .unnamed, .info, .kept, .searchReadsDash: false
        case .failed, .refused, .pictureNotLoaded, .configProblems: true
        }
    }

    /// The words, from the presenter.
    package func text(_ presenter: ErrorPresenter) -> String {
        switch kind {
        case .saved: return presenter.saved
        case .failed(let error, let subject): return presenter.message(for: error, subject: subject)
        case .refused(let message), .info(let message): return presenter.text(message)
        case .written(let kind, let subject, let differences): return presenter.written(kind, subject: subject, differences: differences)
        case .unnamed(let subject): return presenter.text("Names of \(subject) could not be looked up: their ids show (r to retry).")
        case .pictureNotLoaded(let error, let host):
            let reason = UIText.verbatim(presenter.message(for: error))
            return presenter.text(host.map { "Couldn't load the image from \(UIText.verbatim($0)): \(reason)" }
                                  ?? "Couldn't load the image: \(reason)")
        case .kept(let kind, let subject, let differences):
            return presenter.written(kind, subject: subject, kept: true, differences: differences)
        case .searchReadsDash(let query): return presenter.searchReadsDash(query)
        case .configProblems(let problems):
            let lead: UIText = problems.count == 1 ? "The config file has a problem; Courier's defaults stand for what it names:"
                : "The config file has \(problems.count) problems; Courier's defaults stand for what they name:"
            return ([presenter.text(lead)] + problems).joined(separator: "\n")
        }
    }
}
