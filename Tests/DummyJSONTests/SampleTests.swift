@testable import DummyJSON
import Foundation
import JSON
import Models
import NetworkTestSupport
import XCTest
@testable import Network

/// The real DummyJSON bodies shipped in Samples/ are what the routers' stubs answer.
final class SampleTests: XCTestCase {
    func testEverySampleDecodesIntoItsModel() throws {
        func check<T: Decodable>(_ route: any Route, as type: T.Type, file: StaticString = #filePath, line: UInt = #line) {
            let data = route.sampleData
            XCTAssertNotEqual(data, Data("{}".utf8), "\(route.name) has no sample", file: file, line: line)
            XCTAssertNoThrow(try JSONDecoder().decode(T.self, from: data), route.name, file: file, line: line)
        }
        check(AuthRouter.login(username: "u", password: "p"), as: AuthSession.self)
        check(AuthRouter.me, as: User.self)
        check(AuthRouter.refresh(refreshToken: "r"), as: TokenPair.self)
        check(ProductRouter.list(), as: Page<Product>.self)
        check(ProductRouter.search("x"), as: Page<Product>.self)
        check(ProductRouter.category(slug: "beauty"), as: Page<Product>.self)
        check(ProductRouter.detail(id: 1), as: Product.self)
        check(ProductRouter.categories, as: [Models.Category].self)
        check(ProductRouter.add(ProductDraft(title: "x")), as: JSONValue.self)
        check(ProductRouter.delete(id: 1), as: Product.self)
        check(PostRouter.list(), as: Page<Post>.self)
        check(PostRouter.search("x"), as: Page<Post>.self)
        check(PostRouter.detail(id: 1), as: Post.self)
        check(UserRouter.list(), as: Page<User>.self)
        check(UserRouter.search("x"), as: Page<User>.self)
        check(UserRouter.detail(id: 1), as: User.self)
        check(UserRouter.update(id: 1, UserUpdate(age: 1)), as: User.self)
    }
}
