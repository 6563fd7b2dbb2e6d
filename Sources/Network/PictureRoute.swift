import Foundation

/// A picture a record names, as raw bytes: a path on the API's own host
/// (`/images/…`, resolved against the base URL) or an absolute http(s)
/// URL on another host (a CDN's). It carries no token: pictures are public, and the
/// token plugins send one only to the origin that issued it anyway.
/// Fetch it with `requestSourced(_:as: RawBody.self)` so a picture
/// seen once comes from the offline cache too.
public struct PictureRoute: Route, Hashable {
    /// The path or URL exactly as the record gave it.
    public let reference: String
    /// The picture's own URL when it is on another host; nil when it is a path under the API's.
    public let absoluteURL: URL?

    /// Nil for anything that is neither a root-relative path nor an http(s) URL.
    public init?(reference: String) {
        self.reference = reference
        if reference.hasPrefix("/"), !reference.hasPrefix("//") {
            absoluteURL = nil
        } else if let url = URL(string: reference), let scheme = url.scheme?.lowercased(),
                  scheme == "https" || scheme == "http", url.host?.isEmpty == false {
            absoluteURL = url
        } else {
            return nil
        }
    }

    /// A GET of the picture's path.
    public var relation: (method: HTTPMethod, path: String, params: Parameters?) {
        (.get, absoluteURL == nil ? reference : "", nil)
    }

    /// WebP first: what both hosts serve; any other image type is still an answer.
    public var headers: [String: String] { ["Accept": "image/webp, image/*"] }
    /// "PictureRoute.picture", for logs and stubs.
    public var name: String { "PictureRoute.picture" }
    /// Tried once: a picture is not worth three waits on a host that cannot
    /// be reached each time a record is opened; opening it again asks again.
    public var retryPolicy: RetryPolicy { .none }
    /// No sample: a stubbed picture is empty.
    public var sampleData: Data { Data() }
}
