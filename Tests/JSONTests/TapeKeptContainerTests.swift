import Foundation
import Synchronization
import JSONTestSupport
import XCTest
@testable import JSON

/// A keyed container is kept by key type and depth for the decode
/// (`TapeKeptContainers`), up to a number of them, and handed out again once
/// its `init(from:)` has let it go; past that number, a container is made
/// each time. Either way each key type must get a container of its own
/// keys, again and again, and with JSONDecoder's errors; and a container
/// still held must never be handed to another object.
final class TapeKeptContainerTests: XCTestCase {
    /// A key type of its own for each `Tag`: `Tagged<A>.CodingKeys` and `Tagged<B>.CodingKeys` differ.
    struct Tagged<Tag>: Codable, Equatable {
        var value: Int
        var name: String?
    }

    enum T0 {}
    enum T1 {}
    enum T2 {}
    enum T3 {}
    enum T4 {}
    enum T5 {}
    enum T6 {}
    enum T7 {}
    enum T8 {}
    enum T9 {}
    enum T10 {}
    enum T11 {}
    enum T12 {}
    enum T13 {}
    enum T14 {}
    enum T15 {}
    enum T16 {}
    enum T17 {}
    enum T18 {}
    enum T19 {}
    enum T20 {}
    enum T21 {}
    enum T22 {}
    enum T23 {}
    enum T24 {}
    enum T25 {}
    enum T26 {}
    enum T27 {}
    enum T28 {}
    enum T29 {}

    /// Thirty members, each with a key type of its own: more than `TapeKeptContainers.maximumKept`.
    struct Wide: Codable, Equatable {
        var f0: Tagged<T0>
        var f1: Tagged<T1>
        var f2: Tagged<T2>
        var f3: Tagged<T3>
        var f4: Tagged<T4>
        var f5: Tagged<T5>
        var f6: Tagged<T6>
        var f7: Tagged<T7>
        var f8: Tagged<T8>
        var f9: Tagged<T9>
        var f10: Tagged<T10>
        var f11: Tagged<T11>
        var f12: Tagged<T12>
        var f13: Tagged<T13>
        var f14: Tagged<T14>
        var f15: Tagged<T15>
        var f16: Tagged<T16>
        var f17: Tagged<T17>
        var f18: Tagged<T18>
        var f19: Tagged<T19>
        var f20: Tagged<T20>
        var f21: Tagged<T21>
        var f22: Tagged<T22>
        var f23: Tagged<T23>
        var f24: Tagged<T24>
        var f25: Tagged<T25>
        var f26: Tagged<T26>
        var f27: Tagged<T27>
        var f28: Tagged<T28>
        var f29: Tagged<T29>
    }

    private func object(_ seed: Int, last: String = "{\"value\": 29}") -> String {
        let members = (0..<29).map { "\"f\($0)\": {\"value\": \($0 + seed), \"name\": \"n\($0)\"}" }
        return "{" + members.joined(separator: ", ") + ", \"f29\": \(last)}"
    }

    func testMoreKeyTypesThanAreKeptEachGetTheirOwnContainerAtEveryVisit() throws {
        XCTAssertGreaterThan(30, TapeKeptContainers.maximumKept)
        let text = "[\(object(0)), \(object(100)), \(object(200))]"
        DecoderComparison.assertSame([Wide].self, Data(text.utf8))
        let decoded = try JSONTapeDecoder().decode([Wide].self, from: Data(text.utf8))
        XCTAssertEqual(decoded.map(\.f3.value), [3, 103, 203])
        XCTAssertEqual(decoded.map(\.f28.name), ["n28", "n28", "n28"])
        XCTAssertEqual(decoded.map(\.f29.value), [29, 29, 29])
    }

    func testErrorsAfterTheTypesAreKeptKeepTheirPaths() {
        for bad in ["{\"name\": \"x\"}", "{\"value\": \"x\"}", "[1]", "null"] {
            DecoderComparison.assertSame([Wide].self, Data("[\(object(0)), \(object(1, last: bad))]".utf8), bad)
        }
    }

    func testTheStandardLibrarysContainerIsOneReferenceToItsBoxSoContainersAreKept() throws {
        // Were the size check false, every container would be made anew: still right, but a quarter more allocations a page.
        XCTAssertTrue(TapeKeptContainers.containersAreBoxes)
        // The decoder takes the one word for a reference to the box (it checks only the size, as reflection is dear):
        // reflection must name one stored property, and it must be that same object.
        let kept = try JSONTapeDecoder().decode(HoldsContainer.self, from: Data(#"{"n": 1}"#.utf8))
        let children = Array(Mirror(reflecting: kept.container).children)
        XCTAssertEqual(children.count, 1)
        XCTAssertTrue(children.first.map { $0.value as AnyObject } === TapeKeptContainers.box(of: kept.container))
        XCTAssertEqual(try kept.container.decode(Int.self, forKey: .n), 1)
    }

    func testSiblingsOfOneTypeShareOneKeptContainer() throws {
        let boxes = BoxLog()
        let decoder = JSONTapeDecoder(userInfo: [BoxLog.key: boxes])
        let decoded = try decoder.decode([LogsBox].self, from: Data(#"[{"n": 1}, {"n": 2}, {"n": 3}]"#.utf8))
        XCTAssertEqual(decoded.map(\.n), [1, 2, 3])
        XCTAssertEqual(boxes.identities.count, 3)
        XCTAssertEqual(Set(boxes.identities).count, 1, "each object after the first should get the kept container")
    }

    func testADecoderKeptPastItsDecodeStillReadsAndIsFreedOnceLetGo() throws {
        weak var freed: AnyObject?
        do {
            let kept = try JSONTapeDecoder().decode(KeepsDecoder.self, from: Data(#"{"n": 1}"#.utf8))
            freed = kept.decoder as AnyObject
            // Asked after its decode ended: a container made afresh, which reads the object.
            XCTAssertEqual(try kept.decoder.container(keyedBy: HoldsContainer.CodingKeys.self).decode(Int.self, forKey: .n), 1)
        }
        XCTAssertNil(freed, "the decoder, its table and the container it made hold nothing of each other")
    }

    func testTwoContainersOnOneObjectAtOnceEachReadIt() throws {
        let text = #"[{"a": 1, "b": "x"}, {"a": 2, "b": "y"}, {"a": 3, "b": "z"}]"#
        let decoded = try JSONTapeDecoder().decode([TwoContainers].self, from: Data(text.utf8))
        XCTAssertEqual(decoded.map(\.a), [1, 2, 3])
        XCTAssertEqual(decoded.map(\.b), ["x", "y", "z"])
        XCTAssertEqual(decoded.map(\.again), [1, 2, 3])
    }
}

/// The identities of the boxes its decodes were handed, in order.
/// An unowned hold keeps a box's memory from being used again, so two
/// boxes made in turn cannot show the same identity, and it leaves the box
/// uniquely held, so the decoder may still hand it out again.
private final class BoxLog: Sendable {
    static let key = CodingUserInfoKey(rawValue: "boxes")!
    private struct Held: @unchecked Sendable {
        // Unchecked: never read through, only kept; `logged`'s lock guards the list.
        unowned let box: AnyObject
        let identity: ObjectIdentifier
    }
    private let logged = Mutex<[Held]>([])
    var identities: [ObjectIdentifier] { logged.withLock { $0.map(\.identity) } }
    func log(_ box: AnyObject) { logged.withLock { $0.append(Held(box: box, identity: ObjectIdentifier(box))) } }
}

private struct LogsBox: Decodable {
    enum CodingKeys: String, CodingKey { case n }
    var n: Int
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        (decoder.userInfo[BoxLog.key] as? BoxLog)?.log(TapeKeptContainers.box(of: container))
        n = try container.decode(Int.self, forKey: .n)
    }
}

private struct HoldsContainer: Decodable {
    enum CodingKeys: String, CodingKey { case n }
    let container: KeyedDecodingContainer<CodingKeys>
    init(from decoder: any Decoder) throws { container = try decoder.container(keyedBy: CodingKeys.self) }
}

private struct KeepsDecoder: Decodable {
    let decoder: any Decoder
    init(from decoder: any Decoder) throws { self.decoder = decoder }
}

/// Asks for a second container on its object while the first is still held, and reads through both.
private struct TwoContainers: Decodable {
    enum CodingKeys: String, CodingKey { case a, b }
    var a: Int
    var b: String
    var again: Int
    init(from decoder: any Decoder) throws {
        let first = try decoder.container(keyedBy: CodingKeys.self)
        let second = try decoder.container(keyedBy: CodingKeys.self)
        b = try second.decode(String.self, forKey: .b)
        a = try first.decode(Int.self, forKey: .a)
        again = try second.decode(Int.self, forKey: .a)
    }
}
