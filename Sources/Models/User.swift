import Foundation

/// A user as DummyJSON serves it (`/users/{id}`, `/auth/me`). The
/// contract's key fields are required; the rest is optional because the
/// client never needs it and upstream adds and drops such fields.
public struct User: Codable, Sendable, Hashable, Identifiable {
    public var id: Int
    public var firstName: String
    public var lastName: String
    public var age: Int
    public var gender: String
    public var email: String
    public var phone: String
    public var username: String
    public var birthDate: String
    public var image: String
    public var address: Address
    public var company: Company
    public var role: Role

    public var maidenName: String?
    /// Upstream really does serve the demo password in the record.
    public var password: String?
    public var bloodGroup: String?
    public var height: Double?
    public var weight: Double?
    public var eyeColor: String?
    public var hair: Hair?
    public var ip: String?
    public var macAddress: String?
    public var university: String?
    public var ein: String?
    public var userAgent: String?

    public struct Hair: Codable, Sendable, Hashable {
        public var color: String
        public var type: String

        public init(color: String, type: String) {
            self.color = color
            self.type = type
        }
    }

    public init(
        id: Int, firstName: String, lastName: String, age: Int, gender: String, email: String,
        phone: String, username: String, birthDate: String, image: String, address: Address,
        company: Company, role: Role, maidenName: String? = nil, password: String? = nil,
        bloodGroup: String? = nil, height: Double? = nil, weight: Double? = nil, eyeColor: String? = nil,
        hair: Hair? = nil, ip: String? = nil, macAddress: String? = nil, university: String? = nil,
        ein: String? = nil, userAgent: String? = nil
    ) {
        self.id = id
        self.firstName = firstName
        self.lastName = lastName
        self.age = age
        self.gender = gender
        self.email = email
        self.phone = phone
        self.username = username
        self.birthDate = birthDate
        self.image = image
        self.address = address
        self.company = company
        self.role = role
        self.maidenName = maidenName
        self.password = password
        self.bloodGroup = bloodGroup
        self.height = height
        self.weight = weight
        self.eyeColor = eyeColor
        self.hair = hair
        self.ip = ip
        self.macAddress = macAddress
        self.university = university
        self.ein = ein
        self.userAgent = userAgent
    }

    public var fullName: String { "\(firstName) \(lastName)" }
}

extension User: PageItem {
    public static var resourceKey: String { "users" }
}

/// What a list row shows of a user.
public struct UserSummary: Codable, Sendable, Hashable, Identifiable, PageItem {
    public static let resourceKey = "users"

    public var id: Int
    public var firstName: String
    public var lastName: String
    public var username: String?
    public var email: String?
    public var role: Role?

    public init(id: Int, firstName: String, lastName: String, username: String? = nil, email: String? = nil,
                role: Role? = nil) {
        self.id = id
        self.firstName = firstName
        self.lastName = lastName
        self.username = username
        self.email = email
        self.role = role
    }

    public var fullName: String { "\(firstName) \(lastName)" }
}
