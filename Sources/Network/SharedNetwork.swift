import Synchronization

extension Network {
    private static let configured = Mutex<Network?>(nil)

    /// The app's network, set once at start-up from the flags.
    public static var shared: Network {
        guard let network = configured.withLock({ $0 }) else {
            preconditionFailure("Network.shared used before Network.configureShared(_:)")
        }
        return network
    }

    /// Makes `network` the shared one; the app calls this once, tests may call it again.
    public static func configureShared(_ network: Network) {
        configured.withLock { $0 = network }
    }

    public static var isSharedConfigured: Bool { configured.withLock { $0 != nil } }
}
