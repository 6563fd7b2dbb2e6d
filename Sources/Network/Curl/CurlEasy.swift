import CCurl
import Foundation

/// One libcurl easy handle with its error buffer. Reused from one transfer to
/// the next (reset in between), always on the loop's thread.
struct CurlEasy {
    let handle: UnsafeMutableRawPointer
    let errorBuffer: UnsafeMutablePointer<CChar>

    static func make() -> CurlEasy? {
        guard let handle = curl_easy_init() else { return nil }
        let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        return CurlEasy(handle: handle, errorBuffer: errorBuffer)
    }

    /// Forgets every option (the callbacks' context included) but keeps the handle's caches.
    func reset() {
        curl_easy_reset(handle)
        errorBuffer[0] = 0
    }

    func destroy() {
        curl_easy_cleanup(handle)
        errorBuffer.deallocate()
    }

    /// libcurl's own sentence about the last failure, when it wrote one.
    var errorDetail: String { String(cString: errorBuffer) }

    func longInfo(_ info: CURLINFO) -> Int {
        var value = 0
        return courier_curl_easy_getinfo_long(handle, info, &value) == CURLE_OK ? value : 0
    }

    /// Where a 3xx points, resolved against the URL it came from.
    var redirectURL: URL? {
        var pointer: UnsafeMutablePointer<CChar>?
        guard courier_curl_easy_getinfo_string(handle, CURLINFO_REDIRECT_URL, &pointer) == CURLE_OK, let pointer else { return nil }
        return URL(string: String(cString: pointer))
    }

    /// The context set with CURLOPT_PRIVATE, read from a bare handle as a finished message names it.
    static func context(of handle: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        var pointer: UnsafeMutableRawPointer?
        return courier_curl_easy_getinfo_pointer(handle, CURLINFO_PRIVATE, &pointer) == CURLE_OK ? pointer : nil
    }
}
