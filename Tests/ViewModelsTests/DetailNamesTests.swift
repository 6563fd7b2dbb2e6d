import Models
@testable import ViewModels
import XCTest

/// A detail's values that stand for another record ("user #7") are shown by
/// its name once the browser has looked it up, as its links are.
final class DetailNamesTests: XCTestCase {
    private let cart = Cart(id: 1, products: [], total: 0, discountedTotal: 0, userId: 7, totalProducts: 0, totalQuantity: 0)

    func testACartsOwnerIsShownByNameOnceKnownAndByNumberUntilThen() {
        let content = DetailContent(cart: cart)
        XCTAssertEqual(content.named(with: ReferenceNames()).value("User"), "user #7", "no name yet")
        var names = ReferenceNames()
        names.begin(.userName, ids: [7])
        names.received([7: "Ava Martin"], for: .userName)
        let named = content.named(with: names)
        XCTAssertEqual(named.value("User"), "Ava Martin")
        XCTAssertEqual(named.subtitle.description, "Ava Martin")
        XCTAssertEqual(content.value("User"), "user #7", "the content itself keeps the number, for a later name")
    }

    func testTheNamedRecordsAreTheOnesTheLookupsAskFor() {
        let records = DetailContent(cart: cart).namedRecords
        XCTAssertEqual(records.map(\.reference), [.userName, .userName], "the subtitle and the User field")
        XCTAssertEqual(records.map(\.id), [7, 7])
    }
}
