import Models
@testable import ViewModels
import XCTest

/// The words a detail adds around server values are the interface's, so they are translated too.
final class DetailWordsTests: XCTestCase {
    func testACartsLinesSpeakTheInterfacesLanguage() {
        let line = Cart.Line(id: 1, title: "Phone", price: 9.99, quantity: 2, total: 19.98, discountPercentage: 0,
                             discountedTotal: 19.98, thumbnail: "")
        let cart = Cart(id: 1, products: [line], total: 19.98, discountedTotal: 19.98, userId: 1, totalProducts: 1,
                        totalQuantity: 2)
        let fields = DetailContent(cart: cart).sections.flatMap(\.fields)
        for field in fields { assertTranslated(field.value, "cart field \(field.label)") }
        let chinese = ErrorPresenter(language: .simplifiedChinese)
        XCTAssertTrue(fields.contains { chinese.text($0.value).hasPrefix("单价 ") }, "the line's “each” is in Chinese")
    }
}
