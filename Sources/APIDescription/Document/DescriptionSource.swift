import Foundation

/// Where `--api` says the description or profile is: a URL (fetched through
/// the network core by the command line) or a file.
package enum DescriptionSource: Sendable, Equatable, CustomStringConvertible {
    case url(URL)
    case file(String)

    /// `http(s)://…` is a URL, `file://…` and anything else a path.
    package init(_ text: String) {
        if let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil {
            self = .url(url)
        } else if let url = URL(string: text), url.scheme?.lowercased() == "file" {
            self = .file(url.path)
        } else {
            self = .file(text)
        }
    }

    /// What relative server URLs resolve against: the URL, or nothing for a file.
    package var baseURL: URL? {
        if case .url(let url) = self { return url }
        return nil
    }

    package var description: String {
        switch self {
        case .url(let url): url.absoluteString
        case .file(let path): path
        }
    }
}
