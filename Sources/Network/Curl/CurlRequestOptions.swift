import CCurl
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sets an easy handle up for one hop of a transfer: URL, method, headers,
/// body, timeouts, and the callbacks that hand what arrives to the transfer.
enum CurlRequestOptions {
    /// libcurl's receive buffer for a download written to a file: 16 KB by default,
    /// which for a large body is a callback and a write(2) every 16 KB.
    static let defaultDownloadBufferBytes = 256 * 1024
    /// The receive buffer for a body kept in memory: the curl program's own 100 KB, so a
    /// page of JSON on a fast link comes in one read (and one write callback) rather than one per 16 KB.
    static let defaultReceiveBufferBytes = 100 * 1024
    /// libcurl's send buffer for a streamed upload (64 KB by default, at most 2 MB).
    static let defaultUploadBufferBytes = 512 * 1024

    /// Returns the header list libcurl reads until the hop ends; the caller frees it.
    static func apply(
        _ request: URLRequest, of transfer: CurlTransfer, to easy: CurlEasy, remaining: TimeInterval
    ) throws(URLError) -> UnsafeMutablePointer<curl_slist>? {
        let handle = easy.handle
        guard let url = request.url, let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw URLError(.unsupportedURL, userInfo: request.url.map { [NSURLErrorFailingURLErrorKey: $0] } ?? [:])
        }
        let context = Unmanaged.passUnretained(transfer).toOpaque()
        try check(courier_curl_easy_setopt_string(handle, CURLOPT_URL, url.absoluteString), url)
        try check(courier_curl_easy_setopt_string(handle, CURLOPT_PROTOCOLS_STR, "http,https"), url)
        try check(courier_curl_easy_setopt_pointer(handle, CURLOPT_PRIVATE, context), url)
        try check(courier_curl_easy_setopt_pointer(handle, CURLOPT_ERRORBUFFER, easy.errorBuffer), url)
        // Signals cannot reach the right thread in a threaded process; the resolver is threaded anyway.
        try check(courier_curl_easy_setopt_long(handle, CURLOPT_NOSIGNAL, 1), url)
        // An empty string offers every encoding this libcurl decodes (gzip, deflate, br, zstd).
        try check(courier_curl_easy_setopt_string(handle, CURLOPT_ACCEPT_ENCODING, ""), url)
        // A body kept whole is decoded once it is in (ContentDecoder); libcurl passes it on as it came.
        if transfer.decodesContent { try check(courier_curl_easy_setopt_long(handle, CURLOPT_HTTP_CONTENT_DECODING, 0), url) }
        // HTTP/2 where TLS can negotiate it; a libcurl without it keeps HTTP/1.1.
        _ = courier_curl_easy_setopt_long(handle, CURLOPT_HTTP_VERSION, CURL_HTTP_VERSION_2TLS)
        if scheme == "https" {
            // Wait for a connection being set up to say whether it multiplexes, rather than open more.
            _ = courier_curl_easy_setopt_long(handle, CURLOPT_PIPEWAIT, 1)
        }
        try CurlConnectionOptions.apply(transfer.hostOptions(for: url), credential: transfer.credential(for: url), to: handle, url: url)
        let uploadLength = transfer.hopUploadLength
        try setCallbacks(
            handle, context: context, sendsBody: request.httpBody != nil || uploadLength != nil,
            reportsProgress: transfer.reportsProgress, url: url)
        try setTimeouts(handle, idle: transfer.idleTimeout, remaining: remaining, url: url)
        if let uploadLength {
            try setUpload(handle, length: uploadLength, method: request.httpMethod?.uppercased() ?? "POST", context: context, url: url)
        } else {
            try setMethodAndBody(handle, request: request, url: url)
        }
        let bufferBytes = transfer.transfer.destination == nil ? defaultReceiveBufferBytes : defaultDownloadBufferBytes
        _ = courier_curl_easy_setopt_long(handle, CURLOPT_BUFFERSIZE, bufferBytes)
        let headers = try CurlHeaderList.make(for: request)
        do {
            try check(courier_curl_easy_setopt_list(handle, CURLOPT_HTTPHEADER, headers), url)
        } catch {
            curl_slist_free_all(headers)
            throw error
        }
        return headers
    }

    private static func setCallbacks(
        _ handle: UnsafeMutableRawPointer, context: UnsafeMutableRawPointer, sendsBody: Bool, reportsProgress: Bool, url: URL
    ) throws(URLError) {
        try check(courier_curl_easy_setopt_callback(handle, CURLOPT_WRITEFUNCTION) { data, size, count, context in
            let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
            guard let context else { return 0 }
            // Unretained: the loop holds the transfer for as long as its handle is on the multi handle.
            switch Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue().receiveBody(bytes) {
            case .taken: return size * count
            case .refused: return 0
            case .pause: return Int(CURL_WRITEFUNC_PAUSE)
            }
        }, url)
        try check(courier_curl_easy_setopt_pointer(handle, CURLOPT_WRITEDATA, context), url)
        try check(courier_curl_easy_setopt_callback(handle, CURLOPT_HEADERFUNCTION) { data, size, count, context in
            let line = UnsafeRawBufferPointer(start: data, count: size * count)
            guard let context else { return 0 }
            return Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue().receiveHeader(line) ? size * count : 0
        }, url)
        try check(courier_curl_easy_setopt_pointer(handle, CURLOPT_HEADERDATA, context), url)
        // Progress only matters while a body goes out, or to a caller who asked; else it costs a call per read.
        guard sendsBody || reportsProgress else { return }
        try check(courier_curl_easy_setopt_long(handle, CURLOPT_NOPROGRESS, 0), url)
        try check(courier_curl_easy_setopt_progress_callback(handle) { context, _, _, _, uploaded in
            guard let context else { return 0 }
            Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue().sent(Int64(uploaded))
            return 0
        }, url)
        try check(courier_curl_easy_setopt_pointer(handle, CURLOPT_XFERINFODATA, context), url)
    }

    /// What is left of `Timeouts.resource` bounds the hop, and `Timeouts.request` the connect.
    /// Each silence is CurlMulti's to time: libcurl's low-speed check averages over five
    /// seconds, so after a request body it would notice a silent server that much late.
    private static func setTimeouts(_ handle: UnsafeMutableRawPointer, idle: TimeInterval, remaining: TimeInterval, url: URL) throws(URLError) {
        try check(courier_curl_easy_setopt_long(handle, CURLOPT_TIMEOUT_MS, milliseconds(remaining)), url)
        try check(courier_curl_easy_setopt_long(handle, CURLOPT_CONNECTTIMEOUT_MS, milliseconds(min(idle, remaining))), url)
    }

    /// The body comes from the transfer's upload through the read callback, under the
    /// request's own method; its length is announced, so it is not sent chunked.
    private static func setUpload(
        _ handle: UnsafeMutableRawPointer, length: Int64, method: String, context: UnsafeMutableRawPointer, url: URL
    ) throws(URLError) {
        try check(courier_curl_easy_setopt_long(handle, CURLOPT_POST, 1), url)
        try check(courier_curl_easy_setopt_offset(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(length)), url)
        try check(courier_curl_easy_setopt_callback(handle, CURLOPT_READFUNCTION) { buffer, size, count, context in
            guard let context, let buffer else { return Int(CURL_READFUNC_ABORT) }
            let target = UnsafeMutableRawBufferPointer(start: buffer, count: size * count)
            return Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue().readBody(into: target) ?? Int(CURL_READFUNC_ABORT)
        }, url)
        try check(courier_curl_easy_setopt_pointer(handle, CURLOPT_READDATA, context), url)
        _ = courier_curl_easy_setopt_long(handle, CURLOPT_UPLOAD_BUFFERSIZE, defaultUploadBufferBytes)
        if method != "POST" {
            try check(courier_curl_easy_setopt_string(handle, CURLOPT_CUSTOMREQUEST, method), url)
        }
    }

    private static func setMethodAndBody(_ handle: UnsafeMutableRawPointer, request: URLRequest, url: URL) throws(URLError) {
        let method = request.httpMethod?.uppercased() ?? "GET"
        let body = request.httpBody
        switch method {
        case "GET" where body == nil:
            try check(courier_curl_easy_setopt_long(handle, CURLOPT_HTTPGET, 1), url)
        case "HEAD":
            try check(courier_curl_easy_setopt_long(handle, CURLOPT_NOBODY, 1), url)
        default:
            // Bodies go as POST fields under the real method name; a POST, PUT or PATCH
            // without one still says Content-Length: 0.
            if body != nil || ["POST", "PUT", "PATCH"].contains(method) {
                let bytes = body ?? Data()
                try check(courier_curl_easy_setopt_offset(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(bytes.count)), url)
                // Copied, so the Data may go; never NULL, which would make libcurl read stdin.
                let copied = bytes.isEmpty
                    ? courier_curl_easy_setopt_string(handle, CURLOPT_COPYPOSTFIELDS, "")
                    : bytes.withUnsafeBytes { courier_curl_easy_setopt_pointer(handle, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: $0.baseAddress)) }
                try check(copied, url)
            }
            if method != "POST" {
                try check(courier_curl_easy_setopt_string(handle, CURLOPT_CUSTOMREQUEST, method), url)
            }
        }
    }

    private static func milliseconds(_ interval: TimeInterval) -> Int {
        guard interval > 0 else { return 1 }
        return interval >= TimeInterval(Int32.max) / 1000 ? Int(Int32.max) : max(1, Int((interval * 1000).rounded(.up)))
    }

    private static func check(_ code: CURLcode, _ url: URL) throws(URLError) {
        guard code != CURLE_OK else { return }
        throw CurlError.urlError(code, url: url, detail: "")
    }
}
