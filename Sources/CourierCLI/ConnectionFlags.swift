import Foundation
import Network

/// The connection flags, as curl names them: whom to trust over TLS and how
/// to prove who we are, or a Unix socket instead of TCP. They apply to the
/// chosen host's name only, so a picture on another host never gets them.
/// The client key's passphrase comes from `COURIER_KEY_PASSWORD`, never from
/// an argument a process list would show.
struct ConnectionFlags: Equatable {
    /// `--cacert FILE`: the CA bundle to trust instead of the system's.
    var certificateAuthorities: String?
    /// `--pinnedpubkey sha256//…` (repeatable, or `;`-separated as curl takes them).
    var pinnedPublicKeys: [String] = []
    /// `--cert FILE` and `--key FILE`: the client certificate and its key.
    var clientCertificate: String?
    var clientKey: String?
    /// `--tls-min 1.2|1.3`: the oldest TLS version accepted.
    var minimumVersion: TLSVersion?
    /// `--unix-socket PATH`: connect through this socket.
    var unixSocket: String?

    /// The flags this type reads.
    static let names: Set<String> = ["--cacert", "--pinnedpubkey", "--cert", "--key", "--tls-min", "--unix-socket"]

    /// Reads one of `names` and its value; a file that cannot be read is a usage error now, not a TLS error later.
    mutating func take(_ flag: String, _ value: String) throws(CourierOptions.UsageError) {
        switch flag {
        case "--cacert": certificateAuthorities = try Self.readable(value, for: flag)
        case "--cert": clientCertificate = try Self.readable(value, for: flag)
        case "--key": clientKey = try Self.readable(value, for: flag)
        case "--unix-socket":
            guard !value.isEmpty else { throw CourierOptions.UsageError("--unix-socket needs a path") }
            unixSocket = value
        case "--pinnedpubkey":
            let pins = value.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard !pins.isEmpty, pins.allSatisfy({ $0.hasPrefix("sha256//") && $0.count > "sha256//".count }) else {
                throw CourierOptions.UsageError("--pinnedpubkey takes sha256//BASE64 (';' between several), not '\(value)'")
            }
            pinnedPublicKeys += pins
        case "--tls-min":
            guard let version = TLSVersion(rawValue: value) else {
                let versions = TLSVersion.allCases.map(\.rawValue).joined(separator: "|")
                throw CourierOptions.UsageError("--tls-min takes \(versions), not '\(value)'")
            }
            minimumVersion = version
        default:
            throw CourierOptions.UsageError("unknown option '\(flag)'")
        }
    }

    /// Checks that belong to the flags together: a key needs its certificate.
    func check() throws(CourierOptions.UsageError) {
        if clientKey != nil, clientCertificate == nil { throw CourierOptions.UsageError("--key needs --cert") }
    }

    /// The host options these flags make for `host`; none when no flag was given.
    func hostOptions(for host: APIHost, environment: [String: String]) -> [String: HostOptions] {
        let certificate = clientCertificate.map {
            ClientCertificate(certificate: URL(fileURLWithPath: $0), privateKey: clientKey.map(URL.init(fileURLWithPath:)),
                              keyPassword: environment["COURIER_KEY_PASSWORD"].flatMap { $0.isEmpty ? nil : $0 })
        }
        let tls = TLSOptions(certificateAuthorities: certificateAuthorities.map(URL.init(fileURLWithPath:)),
                             pinnedPublicKeys: pinnedPublicKeys, clientCertificate: certificate, minimumVersion: minimumVersion)
        let options = HostOptions(tls: tls, unixSocketPath: unixSocket)
        guard !options.isDefault, let name = host.baseURL.host else { return [:] }
        return [name: options]
    }

    private static func readable(_ path: String, for flag: String) throws(CourierOptions.UsageError) -> String {
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw CourierOptions.UsageError("\(flag): '\(path)' is not a file that can be read")
        }
        return path
    }
}
