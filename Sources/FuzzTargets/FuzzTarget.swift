import Foundation

/// One parser under the fuzzer: a name for `scripts/fuzz.sh` and the
/// corpus folder, and a check that throws when an invariant does not hold.
/// A crash of the code under test is a crash; a broken invariant (a
/// control character left in sanitised text, a parse that differs when the
/// bytes arrive in pieces) is a `FuzzViolation`, which the driver turns
/// into an abort so libFuzzer keeps the input.
package struct FuzzTarget: Sendable {
    package let name: String
    package let summary: String
    package let check: @Sendable (Data) throws(FuzzViolation) -> Void

    package init(_ name: String, _ summary: String, check: @escaping @Sendable (Data) throws(FuzzViolation) -> Void) {
        self.name = name
        self.summary = summary
        self.check = check
    }
}

/// An invariant that failed, with what the input made of it.
package struct FuzzViolation: Error, CustomStringConvertible {
    package let description: String

    package init(_ description: String) {
        self.description = description
    }
}

/// Throws a violation when `condition` is false.
@inline(__always)
func require(_ condition: Bool, _ message: @autoclosure () -> String) throws(FuzzViolation) {
    if !condition { throw FuzzViolation(message()) }
}

extension FuzzTarget {
    /// Every target, by name.
    package static let all: [FuzzTarget] = [
        .keys, .text, .json, .jsonTape, .jsonWriter, .webp, .httpRequest, .httpResponse, .commandLine, .yaml, .apiDescription,
        .contentCoding,
    ]

    package static func named(_ name: String) -> FuzzTarget? {
        all.first { $0.name == name }
    }
}
