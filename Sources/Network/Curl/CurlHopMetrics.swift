import CCurl
import Foundation

/// What libcurl measured of one hop, read from its easy handle before the
/// handle is reset for the next: times from the hop's start, in seconds.
struct CurlHopMetrics {
    var nameLookup: TimeInterval
    var connect: TimeInterval
    var tlsHandshake: TimeInterval
    var firstByte: TimeInterval
    var total: TimeInterval
    var uploaded: Int64
    var downloaded: Int64
    /// Connections this hop opened; none means it reused one.
    var connectionsOpened: Int

    init(_ easy: CurlEasy) {
        nameLookup = easy.seconds(CURLINFO_NAMELOOKUP_TIME_T)
        connect = easy.seconds(CURLINFO_CONNECT_TIME_T)
        tlsHandshake = easy.seconds(CURLINFO_APPCONNECT_TIME_T)
        firstByte = easy.seconds(CURLINFO_STARTTRANSFER_TIME_T)
        total = easy.seconds(CURLINFO_TOTAL_TIME_T)
        uploaded = easy.offsetInfo(CURLINFO_SIZE_UPLOAD_T)
        downloaded = easy.offsetInfo(CURLINFO_SIZE_DOWNLOAD_T)
        connectionsOpened = easy.longInfo(CURLINFO_NUM_CONNECTS)
    }

    /// As TransferMetrics for a transfer whose last hop began `offset` seconds in. libcurl
    /// reports a phase that did not happen as zero: no lookup or connect on a reused
    /// connection, no TLS over plain HTTP, no first byte from a server that sent none.
    func metrics(offset: TimeInterval, redirects: Int, sent: Int64, received: Int64) -> TransferMetrics {
        let reused = connectionsOpened == 0
        let at: (TimeInterval) -> TimeInterval? = { $0 > 0 ? offset + $0 : nil }
        return TransferMetrics(
            nameLookup: reused ? nil : at(nameLookup), connect: reused ? nil : at(connect),
            tlsHandshake: reused ? nil : at(tlsHandshake), firstByte: at(firstByte), total: offset + total,
            bytesSent: sent, bytesReceived: received, redirectCount: redirects, reusedConnection: reused)
    }
}

extension CurlEasy {
    func offsetInfo(_ info: CURLINFO) -> Int64 {
        var value: curl_off_t = 0
        return courier_curl_easy_getinfo_offset(handle, info, &value) == CURLE_OK ? Int64(value) : 0
    }

    /// A `_T` time, which libcurl gives in microseconds.
    func seconds(_ info: CURLINFO) -> TimeInterval {
        TimeInterval(offsetInfo(info)) / 1e6
    }
}
