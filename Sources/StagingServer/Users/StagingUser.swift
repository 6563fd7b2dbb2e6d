import JSON

/// A user as the staging server serves it, secrets and all: upstream
/// sends `password`, `ip` and the rest in the clear, and clients must not show them.
struct StagingUser: Sendable, Hashable, Encodable {
    var id: Int
    var firstName: String
    var lastName: String
    var age: Int
    var gender: String
    var email: String
    var phone: String
    var username: String
    var birthDate: String
    var image: String
    var address: Address
    var company: Company
    var role: Role
    var maidenName: String?
    var password: String?
    var bloodGroup: String?
    var height: Double?
    var weight: Double?
    var eyeColor: String?
    var hair: Hair?
    var ip: String?
    var macAddress: String?
    var university: String?
    var ein: String?
    var userAgent: String?
    var bank: Bank?
    var ssn: String?
    var crypto: Crypto?

    var fullName: String { "\(firstName) \(lastName)" }

    /// The roles upstream's users have; the JSON carries the raw value.
    enum Role: String, Sendable, Hashable, Encodable {
        case admin, moderator, user
    }

    struct Bank: Sendable, Hashable, Encodable {
        var cardExpire: String
        var cardNumber: String
        var cardType: String
        var currency: String
        var iban: String
    }

    struct Crypto: Sendable, Hashable, Encodable {
        var coin: String
        var wallet: String
        var network: String
    }

    struct Hair: Sendable, Hashable, Encodable {
        var color: String
        var type: String
    }

    struct Company: Sendable, Hashable, Encodable {
        var name: String
        var title: String
        var department: String
        var address: Address?
    }

    struct Address: Sendable, Hashable, Encodable {
        var address: String
        var city: String
        var state: String
        var stateCode: String?
        var postalCode: String
        var country: String
        var coordinates: Coordinates?

        struct Coordinates: Sendable, Hashable, Encodable {
            var lat: Double
            var lng: Double
        }
    }
}
