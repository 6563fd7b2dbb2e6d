import Foundation
import XCTest
@testable import StagingServer

final class APICryptoTests: XCTestCase {
    func testSHA256MatchesTheStandardVectors() {
        XCTAssertEqual(SHA256.hash([UInt8]()).hexString, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hash(Array("abc".utf8)).hexString, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            SHA256.hash(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)).hexString,
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(
            SHA256.hash([UInt8](repeating: 0x61, count: 1_000_000)).hexString,
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Lengths around the 56- and 64-byte edges, where the padding takes one block or two.
    func testSHA256PadsEveryBlockBoundaryCorrectly() {
        let expected: [Int: String] = [
            55: "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318",
            56: "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a",
            63: "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34",
            64: "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb",
            65: "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0",
            119: "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb",
            120: "2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c",
            128: "6836cf13bac400e9105071cd6af47084dfacad4e5e302c94bfed24e013afb73e",
        ]
        for (length, digest) in expected {
            XCTAssertEqual(SHA256.hash([UInt8](repeating: 0x61, count: length)).hexString, digest, "\(length) bytes")
            XCTAssertEqual(SHA256.hash(Data(repeating: 0x61, count: length)).hexString, digest, "\(length) bytes as Data")
        }
        // Every byte value, and a collection without contiguous storage.
        let allBytes = Array(repeating: Array(0...255 as ClosedRange<UInt8>), count: 3).joined()
        XCTAssertEqual(SHA256.hash(allBytes).hexString, "f3a25aa93aa2fbba28d79260535bbd6a5eb0fc1c24a8b0f04e12b484c1dfe363")
    }

    func testHMACMatchesRFC4231() {
        let key = [UInt8](repeating: 0x0b, count: 20)
        XCTAssertEqual(
            HMACSHA256.authenticationCode(for: Array("Hi There".utf8), key: key).hexString,
            "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        XCTAssertEqual(
            HMACSHA256.authenticationCode(for: Array("what do ya want for nothing?".utf8), key: Array("Jefe".utf8)).hexString,
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        // A key longer than the block size is hashed first (RFC 4231 case 6).
        XCTAssertEqual(
            HMACSHA256.authenticationCode(
                for: Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
                key: [UInt8](repeating: 0xaa, count: 131)).hexString,
            "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    }

    func testSplitMix64IsDeterministicPerSeed() {
        var a = SplitMix64(seed: 42)
        var b = SplitMix64(seed: 42)
        var c = SplitMix64(seed: 43)
        let first = (0..<5).map { _ in a.next() }
        XCTAssertEqual(first, (0..<5).map { _ in b.next() })
        XCTAssertNotEqual(first, (0..<5).map { _ in c.next() })
        var ranged = SplitMix64(seed: 1)
        for _ in 0..<1000 { XCTAssertTrue((3...9).contains(ranged.int(3...9))) }
    }
}
