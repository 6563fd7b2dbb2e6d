import Foundation

/// Where a user works.
public struct Company: Codable, Sendable, Hashable {
    public var name: String
    public var title: String
    public var department: String
    public var address: Address?

    public init(name: String, title: String, department: String, address: Address? = nil) {
        self.name = name
        self.title = title
        self.department = department
        self.address = address
    }
}
