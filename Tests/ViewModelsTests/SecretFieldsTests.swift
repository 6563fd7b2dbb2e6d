import Foundation
import JSON
import Models
import ViewModels
import XCTest

/// Secret fields are the descriptors' data: the registry gathers them, and
/// the body the cache keeps loses them wherever they sit.
final class SecretFieldsTests: XCTestCase {
    private let registry = ResourceRegistry.standard

    func testTheUsersDescriptorMarksItsSecretsAndPasswordIsSecretEverywhere() throws {
        let users = try XCTUnwrap(registry["users"])
        XCTAssertTrue(users.secretFields.isSuperset(of: ["password", "bank", "crypto", "ssn", "ein"]), "\(users.secretFields)")
        XCTAssertEqual(try XCTUnwrap(registry["products"]).secretFields, ["password"])
    }

    func testABodyLosesEverySecretAtAnyDepthAndOtherBodiesAreLeftAsTheyCame() throws {
        let user = #"{"users":[{"id":1,"firstName":"Emily","password":"emilyspass","bank":{"iban":"X1"},"#
            + #""company":{"name":"C","ein":"977-175"},"ssn":"900-590-289"}],"total":1}"#
        let kept = String(decoding: registry.removingSecrets(from: Data(user.utf8)), as: UTF8.self)
        for secret in ["password", "emilyspass", "bank", "X1", "ein", "977-175", "ssn", "900-590-289"] {
            XCTAssertFalse(kept.contains(secret), "\(secret) in \(kept)")
        }
        let parsed = try JSONDecoder().decode(JSONValue.self, from: Data(kept.utf8))
        XCTAssertEqual(parsed["users"]?[0]?["firstName"], .string("Emily"))
        XCTAssertEqual(parsed["users"]?[0]?["company"]?["name"], .string("C"))
        let spelt = String(decoding: registry.removingSecrets(from: Data(#"{"pass\u0077ord":"emilyspass","id":1}"#.utf8)), as: UTF8.self)
        XCTAssertFalse(spelt.contains("emilyspass"), "a key spelt with escapes is still a secret: \(spelt)")
        let products = Data(#"{"products":[{"id":1,"title":"Phone","price":9.99}],"total":1}"#.utf8)
        XCTAssertEqual(registry.removingSecrets(from: products), products, "byte for byte: nothing to remove, nothing parsed")
    }
}
