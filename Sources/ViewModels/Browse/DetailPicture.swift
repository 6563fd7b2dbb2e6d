import Network
import Pictures

/// The picture of the open detail: on its way, decoded, or why it is not shown.
/// Each state names the reference it is for, so an answer for another
/// record's picture is never taken for this one's.
package enum DetailPicture: Sendable, Equatable {
    package enum Problem: Sendable, Equatable {
        /// The request failed (offline with nothing cached, a 404, …).
        case notLoaded(NetworkError)
        /// The bytes came but are not a picture Courier can read.
        case unreadable
    }

    case loading(reference: String)
    case shown(reference: String, RGBAImage)
    case failed(reference: String, Problem)

    /// Pictures are kept in the offline cache under this group, apart from any resource's rows.
    package static let defaultCacheGroup = "pictures"

    package var reference: String {
        switch self {
        case .loading(let reference), .shown(let reference, _), .failed(let reference, _): reference
        }
    }

    /// The host a picture's reference names, nil for a path on the API's own.
    package static func host(of reference: String) -> String? {
        PictureRoute(reference: reference)?.absoluteURL?.host
    }

    package var image: RGBAImage? {
        if case .shown(_, let image) = self { return image }
        return nil
    }

    /// What an answer means: decoded here, off the main thread, so a frame never waits on libwebp.
    init(reference: String, result: NetworkResult<RawBody>) {
        switch result {
        case .value(let body):
            if let image = try? WebPDecoder.decode(Array(body.data)) {
                self = .shown(reference: reference, image)
            } else {
                self = .failed(reference: reference, .unreadable)
            }
        case .error(let error):
            self = .failed(reference: reference, .notLoaded(error))
        }
    }
}
