import Foundation

/// A postal address, used by a user and by the user's company.
public struct Address: Codable, Sendable, Hashable {
    public var address: String
    public var city: String
    public var state: String
    public var stateCode: String?
    public var postalCode: String
    public var country: String
    public var coordinates: Coordinates?

    public struct Coordinates: Codable, Sendable, Hashable {
        public var lat: Double
        public var lng: Double

        public init(lat: Double, lng: Double) {
            self.lat = lat
            self.lng = lng
        }
    }

    public init(
        address: String, city: String, state: String, stateCode: String? = nil,
        postalCode: String, country: String, coordinates: Coordinates? = nil
    ) {
        self.address = address
        self.city = city
        self.state = state
        self.stateCode = stateCode
        self.postalCode = postalCode
        self.country = country
        self.coordinates = coordinates
    }
}
