import Network

/// The app's name and version, apart from the network library's own.
enum CourierVersion {
    /// The cache's directory under `$XDG_CACHE_HOME`.
    static let name = "courier"
    static let current = "0.1.0"
    static let userAgent = "Courier/\(current)"
}
