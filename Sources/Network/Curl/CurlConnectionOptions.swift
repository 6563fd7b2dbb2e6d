import CCurl
import Foundation

/// What a hop's host asks of its connection (a CA bundle, pinned keys, a
/// client certificate, a minimum TLS version, a Unix socket) and the
/// credential a challenge is answered with, set on the easy handle. Both are
/// decided per hop: a redirect to another host gets that host's options and
/// no credential.
enum CurlConnectionOptions {
    static func apply(
        _ options: HostOptions?, credential: HTTPCredential?, to handle: UnsafeMutableRawPointer, url: URL
    ) throws(URLError) {
        if let options, !options.isDefault { try apply(options, handle, url) }
        if let credential, credential.scheme != .basic {
            // Basic goes up front as a header (the pipeline adds it); these answer a challenge.
            let schemes = credential.scheme == .digest ? courier_curlauth_digest : courier_curlauth_basic | courier_curlauth_digest
            try check(courier_curl_easy_setopt_long(handle, CURLOPT_HTTPAUTH, schemes), url)
            try check(courier_curl_easy_setopt_string(handle, CURLOPT_USERNAME, credential.user), url)
            try check(courier_curl_easy_setopt_string(handle, CURLOPT_PASSWORD, credential.password), url)
        }
    }

    private static func apply(_ options: HostOptions, _ handle: UnsafeMutableRawPointer, _ url: URL) throws(URLError) {
        if let socket = options.unixSocketPath {
            try check(courier_curl_easy_setopt_string(handle, CURLOPT_UNIX_SOCKET_PATH, socket), url)
        }
        let tls = options.tls
        if let authorities = tls.certificateAuthorities {
            try check(courier_curl_easy_setopt_string(handle, CURLOPT_CAINFO, authorities.path), url)
        }
        if !tls.pinnedPublicKeys.isEmpty {
            try check(courier_curl_easy_setopt_string(handle, CURLOPT_PINNEDPUBLICKEY, tls.pinnedPublicKeys.joined(separator: ";")), url)
        }
        if let client = tls.clientCertificate {
            try check(courier_curl_easy_setopt_string(handle, CURLOPT_SSLCERT, client.certificate.path), url)
            try check(courier_curl_easy_setopt_string(handle, CURLOPT_SSLCERTTYPE, "PEM"), url)
            if let key = client.privateKey {
                try check(courier_curl_easy_setopt_string(handle, CURLOPT_SSLKEY, key.path), url)
            }
            if let password = client.keyPassword {
                try check(courier_curl_easy_setopt_string(handle, CURLOPT_KEYPASSWD, password), url)
            }
        }
        if let minimum = tls.minimumVersion {
            try check(courier_curl_easy_setopt_long(handle, CURLOPT_SSLVERSION, sslVersion(minimum)), url)
        }
    }

    private static func sslVersion(_ version: TLSVersion) -> Int {
        switch version {
        case .v1_0: return CURL_SSLVERSION_TLSv1_0
        case .v1_1: return CURL_SSLVERSION_TLSv1_1
        case .v1_2: return CURL_SSLVERSION_TLSv1_2
        case .v1_3: return CURL_SSLVERSION_TLSv1_3
        }
    }

    private static func check(_ code: CURLcode, _ url: URL) throws(URLError) {
        guard code != CURLE_OK else { return }
        throw CurlError.urlError(code, url: url, detail: "")
    }
}
