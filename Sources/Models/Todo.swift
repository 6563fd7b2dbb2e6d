import Foundation

/// A user's to-do as DummyJSON serves it.
public struct Todo: Codable, Sendable, Hashable, Identifiable, PageItem {
    public static let resourceKey = "todos"

    public var id: Int
    public var todo: String
    public var completed: Bool
    public var userId: Int

    public init(id: Int, todo: String, completed: Bool, userId: Int) {
        self.id = id
        self.todo = todo
        self.completed = completed
        self.userId = userId
    }
}
