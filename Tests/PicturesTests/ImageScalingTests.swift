import Pictures
import XCTest

final class ImageScalingTests: XCTestCase {
    func testFittingKeepsTheAspectRatio() {
        XCTAssertEqual(ImageScaling.fittedSize(width: 400, height: 300, into: 40, 40).width, 40)
        XCTAssertEqual(ImageScaling.fittedSize(width: 400, height: 300, into: 40, 40).height, 30)
        XCTAssertEqual(ImageScaling.fittedSize(width: 300, height: 400, into: 40, 20).width, 15)
        XCTAssertEqual(ImageScaling.fittedSize(width: 300, height: 400, into: 40, 20).height, 20)
        XCTAssertEqual(ImageScaling.fittedSize(width: 1000, height: 1, into: 10, 10).height, 1)
    }

    func testDownscalingAveragesTheCoveredPixels() {
        // Left column red, right column blue, two rows: halving the width mixes them.
        let image = RGBAImage(width: 2, height: 2, pixels: [
            255, 0, 0, 255, 0, 0, 255, 255,
            255, 0, 0, 255, 0, 0, 255, 255,
        ])!
        XCTAssertEqual(ImageScaling.resample(image, width: 1, height: 1), [RGB(127, 0, 127)])
        XCTAssertEqual(ImageScaling.resample(image, width: 2, height: 1), [RGB(255, 0, 0), RGB(0, 0, 255)])
    }

    func testEnlargingRepeatsPixels() {
        let image = RGBAImage(width: 1, height: 2, pixels: [255, 0, 0, 255, 0, 0, 255, 255])!
        XCTAssertEqual(
            ImageScaling.resample(image, width: 2, height: 4),
            [RGB(255, 0, 0), RGB(255, 0, 0), RGB(255, 0, 0), RGB(255, 0, 0),
             RGB(0, 0, 255), RGB(0, 0, 255), RGB(0, 0, 255), RGB(0, 0, 255)]
        )
    }
}
