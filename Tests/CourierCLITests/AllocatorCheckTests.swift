@testable import CourierCLI
import XCTest

/// `courier doctor`'s allocator line. The executable links mimalloc and this
/// test bundle does not, so the probe here sees the C library's malloc; the
/// executable's own answer is checked by DoctorCommandTests.
final class AllocatorCheckTests: XCTestCase {
    func testAProcessWithoutMimallocIsToldSoWithTheFix() {
        XCTAssertNil(AllocatorProbe.mimalloc, "the test bundle does not link mimalloc")
        let check = DoctorChecks.allocator()
        XCTAssertEqual(check.verdict, .warning)
        XCTAssertEqual(check.finding, "the C library's malloc, not mimalloc")
        XCTAssertTrue(check.fix?.description.contains("libmimalloc-dev") == true, String(describing: check.fix))
    }

    func testMimallocIsGoodAndNamedWithItsVersion() {
        let check = DoctorChecks.allocator(mimalloc: "mimalloc 2.0.9")
        XCTAssertEqual(check, .good("allocator", "mimalloc 2.0.9"))
    }
}
