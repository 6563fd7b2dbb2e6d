import Foundation
import Models
import Pictures
import XCTest
@testable import StagingServer

final class APIPictureTests: XCTestCase {
    private let api = StagingAPI()

    private func product(_ id: Int) throws -> Product {
        try JSONDecoder().decode(Product.self, from: api.get("/products/\(id)").body)
    }

    func testAProductsThumbnailIsAWebPThatDecodesTheSameEveryTime() throws {
        let path = try product(3).thumbnail
        XCTAssertTrue(path.hasPrefix("/product-images/"), path)
        let first = api.get(path)
        XCTAssertEqual(first.status, 200)
        XCTAssertEqual(first.header("Content-Type"), "image/webp")
        let image = try WebPDecoder.decode(Array(first.body))
        XCTAssertEqual(image.width, StagingPicture.defaultWidth)
        XCTAssertEqual(image.height, StagingPicture.defaultHeight)
        XCTAssertEqual(api.get(path).body, first.body)
        // A second server with the same seed draws the same bytes: nothing depends on the cache.
        XCTAssertEqual(StagingAPI().get(path).body, first.body)
    }

    func testEveryImageAProductNamesIsServed() throws {
        for path in try product(40).images {
            XCTAssertEqual(api.get(path).status, 200, path)
        }
    }

    func testARecipesImageIsServed() throws {
        let recipe = try JSONDecoder().decode(Recipe.self, from: api.get("/recipes/5").body)
        XCTAssertEqual(recipe.image, "/recipe-images/5.webp")
        let response = api.get(recipe.image)
        XCTAssertEqual(response.status, 200)
        XCTAssertNoThrow(try WebPDecoder.decode(Array(response.body)))
    }

    func testDifferentRecordsGetDifferentPictures() throws {
        XCTAssertNotEqual(api.get(try product(1).thumbnail).body, api.get(try product(150).thumbnail).body)
    }

    func testPathsNoRecordNamesAre404() throws {
        let thumbnail = try product(3).thumbnail
        for path in [
            "/recipe-images/999999.webp", "/recipe-images/abc.webp", "/recipe-images/5.png",
            "/product-images/beauty/beauty-99999/thumbnail.webp",
            thumbnail.replacingOccurrences(of: "thumbnail", with: "9"),
            "/product-images/nope", "/product-images/beauty/beauty-1",
        ] {
            XCTAssertEqual(api.get(path).status, 404, path)
        }
    }
}
