import Foundation
import Models
@testable import StagingServer

/// A staging record as the client's model of it. The model is decoded from
/// the record's compiler-written encoding, not from its hand-written `json`,
/// so comparing it with a served answer decoded the same way checks the
/// hand-written JSON against the record, and the contract against the client.
protocol ClientModelled: Encodable {
    associatedtype Model: Decodable
}

extension ClientModelled {
    var model: Model {
        // The records are plain values of strings, numbers and arrays: encoding cannot fail.
        try! JSONDecoder().decode(Model.self, from: JSONEncoder().encode(self))
    }
}

extension StagingProduct: ClientModelled { typealias Model = Product }
extension StagingPost: ClientModelled { typealias Model = Post }
extension StagingUser: ClientModelled { typealias Model = User }
extension StagingCart: ClientModelled { typealias Model = Cart }
extension StagingRecipe: ClientModelled { typealias Model = Recipe }
extension StagingComment: ClientModelled { typealias Model = Comment }
extension StagingTodo: ClientModelled { typealias Model = Todo }
extension StagingQuote: ClientModelled { typealias Model = Quote }
