import Network

enum CourierVersion {
    static let current = NetworkConfiguration.version
}
