import Foundation
import Network
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Turns a `NetworkError` into words a person can act on, in their language.
/// The one place such sentences live: the screens and the command line both
/// ask here, so an error reads the same everywhere.
package struct ErrorPresenter: Sendable {
    package var language: MessageLanguage

    package init(language: MessageLanguage) {
        self.language = language
    }

    /// The presenter for this process's locale.
    package static let standard = ErrorPresenter(language: .current)

    /// `subject` names what was being read ("products", "product 7"), so a
    /// decoding failure says whose answer could not be read.
    package func message(for error: NetworkError, subject: String? = nil) -> String {
        switch language {
        case .english: return Self.english(error, subject: subject)
        case .simplifiedChinese: return Self.simplified(error, subject: subject)
        case .traditionalChinese: return Self.traditional(error, subject: subject)
        }
    }

    /// The note after an edit was saved.
    package var saved: String {
        switch language {
        case .english: return "Saved."
        case .simplifiedChinese: return "已保存。"
        case .traditionalChinese: return "已儲存。"
        }
    }

    /// The note after a write the server answered. DummyJSON (and the
    /// staging server, faithfully) answers writes without keeping them: say
    /// so, rather than "Saved." and then the old value after a refresh.
    package func written(_ kind: SaveRequest.Kind, subject: UIText) -> String {
        written(kind, subject: text(subject))
    }

    package func written(_ kind: SaveRequest.Kind, subject: UIText, kept: Bool = false, differences: [WriteDifference]) -> String {
        written(kind, subject: text(subject), kept: kept, differences: differences)
    }

    /// The note after a write, led by a sentence for each field the server
    /// answered otherwise ("The server kept stock 99, not 0."), which is
    /// what a narrow status line must not cut.
    package func written(_ kind: SaveRequest.Kind, subject: String, kept: Bool = false, differences: [WriteDifference]) -> String {
        let sentences: [String] = differences.map { self.kept($0) }
        return (sentences + [written(kind, subject: subject, kept: kept)]).joined(separator: " ")
    }
    package func kept(_ difference: WriteDifference) -> String {
        let sent = difference.sent.isEmpty ? "\"\"" : difference.sent
        let kept = difference.kept.isEmpty ? "\"\"" : difference.kept
        switch language {
        case .english: return "The server kept \(difference.field) \(kept), not \(sent)."
        case .simplifiedChinese: return "服务器保留了 \(difference.field) \(kept)，而不是 \(sent)。"
        case .traditionalChinese: return "伺服器保留了 \(difference.field) \(kept)，而非 \(sent)。"
        }
    }

    /// DummyJSON reads each `-` in a search as a space, so `long-lasting` finds "long lasting" and never itself.
    package func searchReadsDash(_ query: String) -> String {
        let read = query.replacingOccurrences(of: "-", with: " ")
        switch language {
        case .english: return "The server reads each - as a space: this searches for \"\(read)\"."
        case .simplifiedChinese: return "服务器把每个 - 当作空格：实际搜索 \"\(read)\"。"
        case .traditionalChinese: return "伺服器把每個 - 當作空格：實際搜尋 \"\(read)\"。"
        }
    }

    /// A write the server answered. `kept`: a server that keeps writes (a
    /// described API's), so there is nothing to warn of.
    package func written(_ kind: SaveRequest.Kind, subject: String, kept: Bool = false) -> String {
        if kept {
            switch (language, kind) {
            case (.english, .update): return "Saved \(subject)."
            case (.english, .add): return "Added \(subject)."
            case (.english, .delete): return "Deleted \(subject)."
            case (.simplifiedChinese, .update): return "已保存 \(subject)。"
            case (.simplifiedChinese, .add): return "已添加 \(subject)。"
            case (.simplifiedChinese, .delete): return "已删除 \(subject)。"
            case (.traditionalChinese, .update): return "已儲存 \(subject)。"
            case (.traditionalChinese, .add): return "已新增 \(subject)。"
            case (.traditionalChinese, .delete): return "已刪除 \(subject)。"
            }
        }
        switch (language, kind) {
        case (.english, .update): return "Saved \(subject). The server does not keep changes: shown here until you refresh."
        case (.english, .add): return "Added \(subject). The server does not keep it: shown here until you refresh."
        case (.english, .delete): return "Deleted \(subject). The server does not keep this: it comes back when you refresh."
        case (.simplifiedChinese, .update): return "已保存 \(subject)。服务器不保留更改：刷新前仅在此显示。"
        case (.simplifiedChinese, .add): return "已添加 \(subject)。服务器不保留：刷新前仅在此显示。"
        case (.simplifiedChinese, .delete): return "已删除 \(subject)。服务器不保留：刷新后会重新出现。"
        case (.traditionalChinese, .update): return "已儲存 \(subject)。伺服器不保留變更：重新整理前僅在此顯示。"
        case (.traditionalChinese, .add): return "已新增 \(subject)。伺服器不保留：重新整理前僅在此顯示。"
        case (.traditionalChinese, .delete): return "已刪除 \(subject)。伺服器不保留：重新整理後會再出現。"
        }
    }

    package func message(for error: NetworkError, subject: UIText?) -> String {
        message(for: error, subject: subject.map(text))
    }

    /// Why an edit was not saved.
    package func notSaved(_ error: NetworkError, subject: UIText? = nil) -> String {
        let reason = message(for: error, subject: subject)
        switch language {
        case .english: return "Not saved: " + reason
        case .simplifiedChinese: return "未保存：" + reason
        case .traditionalChinese: return "未儲存：" + reason
        }
    }

    private static func english(_ error: NetworkError, subject: String?) -> String {
        switch error {
        case .offline:
            return "Network error: cannot reach the server. Check your connection and try again."
        case .timedOut:
            return "The server took too long to answer. Try again, or raise --timeout."
        case .cancelled:
            return "The request was cancelled."
        case .http(let status, let message):
            if let message, !message.isEmpty { return message }
            return "The server answered \(status) (\(HTTPURLResponse.localizedString(forStatusCode: status)))."
        case .unauthorized(let message):
            let reason = message.map { " (\($0))" } ?? ""
            return "Your session has expired\(reason). Please sign in again."
        case .rateLimited(let retryAfter):
            if let retryAfter { return "Too many requests. Wait \(Int(retryAfter.rounded(.up))) s and try again." }
            return "Too many requests. Wait a few seconds and try again."
        case .decoding(_, let path, _):
            let whose = subject.map { " for \($0)" } ?? ""
            let field = path.isEmpty ? "" : " (field \(path))"
            return "The server's answer\(whose) could not be read\(field)."
        case .notJSON(let status, let type):
            guard let type, !type.lowercased().contains("html") else {
                return "The server sent a web page instead of data (status \(status)). Check the host URL."
            }
            return "The server sent \(type) instead of JSON (status \(status))."
        case .unacceptableContentType(let status, let type, let accepted):
            return "The server sent \(type) where \(accepted) was asked for (status \(status))."
        case .invalidResponse:
            return "The connection broke before the answer was complete. Try again."
        case .tooLarge(let bytes, let limit):
            // URLSession's own limit reports no sizes (-1): say only what is known.
            guard bytes >= 0, limit >= 0 else { return "The answer is too large." }
            return "The answer is too large (\(bytes) bytes; the limit is \(limit))."
        case .invalidRequest(let reason):
            return english(reason)
        case .tls(let failure):
            return english(failure)
        }
    }

    private static func english(_ failure: TLSFailure) -> String {
        switch failure {
        case .untrustedServer(let detail):
            return "The server's certificate is not trusted (\(detail)). Check the host URL, or the CA bundle given with --cacert."
        case .pinMismatch:
            return "The server's public key is not the pinned one (--pinnedpubkey): the connection was refused."
        case .clientCertificateRejected(let detail):
            return "The server wants a client certificate and got none, or refused the one sent (\(detail)); see --cert and --key."
        case .clientCertificateUnusable(let detail):
            return "The client certificate or its key cannot be used (\(detail)); check --cert, --key and COURIER_KEY_PASSWORD."
        case .unreadableCertificateAuthorities(let detail):
            return "The CA bundle cannot be read (\(detail)); check --cacert."
        case .handshakeFailed(let detail):
            return "The secure connection failed: no TLS version or cipher both sides accept (\(detail))."
        }
    }

    private static func english(_ reason: InvalidRequestReason) -> String {
        switch reason {
        case .unsupportedURL(let url): return "'\(url)' is not an http(s) URL."
        case .insecureRelease(let url): return "The release host only speaks https, not '\(url)'."
        case .unknownHost(let name): return "Unknown host '\(name)': choose \(hostChoices(or: "or"))."
        case .demoServerNotStarted: return "The demo server has not started."
        case .unencodableParameters: return "The request could not be made: its parameters cannot be encoded."
        case .unencodableBody(let type): return "The request could not be made: its \(type) body cannot be encoded."
        case .readOnly(let what): return "\(what) cannot be edited."
        case .bodyNotAllowed(let method): return "The request could not be made: a \(method) request carries no body."
        case .unreadableUpload(let path): return "The request could not be made: the file to upload, \(path), cannot be read."
        case .unsupportedByTransport(let what): return "The request could not be made: \(what)."
        }
    }

    /// "release, test or demo".
    static func hostChoices(or word: String) -> String {
        let names = HostKind.allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " \(word) " + (names.last ?? "")
    }
}
