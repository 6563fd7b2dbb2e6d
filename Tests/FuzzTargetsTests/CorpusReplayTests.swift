import Foundation
import FuzzTargets
import XCTest

/// Every file under Tests/FuzzCorpus/<target>/ — the seeds the fuzzer starts
/// from and every input that once broke an invariant or crashed — goes
/// through its target on each test run, so a fixed fault stays fixed.
final class CorpusReplayTests: XCTestCase {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("FuzzCorpus")

    func testEveryTargetHasASeedCorpus() throws {
        for target in FuzzTarget.all {
            XCTAssertFalse(try inputs(of: target).isEmpty, "Tests/FuzzCorpus/\(target.name) has no seeds")
        }
    }

    func testEveryCorpusFolderNamesATarget() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).filter { !$0.hasPrefix(".") }
        XCTAssertEqual(Set(folders), Set(FuzzTarget.all.map(\.name)))
    }

    func testEverySeedAndRegressionKeepsItsInvariants() throws {
        var count = 0
        for target in FuzzTarget.all {
            for file in try inputs(of: target) {
                let data = try Data(contentsOf: file)
                XCTAssertNoThrow(try target.check(data), "\(target.name): \(file.lastPathComponent)")
                count += 1
            }
        }
        XCTAssertGreaterThan(count, FuzzTarget.all.count)
    }

    /// YAML takes a key of any length written as an explicit key (`? `), but JSON
    /// writes every key implicitly, and YAML caps those at 1,024 characters: the
    /// round trip reads such JSON with the JSON reader, and the value still comes back.
    func testAKeyLongerThanYAMLAllowsImplicitlyStillComesBackTheSame() throws {
        let yaml = try XCTUnwrap(FuzzTarget.named("yaml"))
        for length in [1_000, 1_022, 1_023, 2_000] {
            let key = String(repeating: "k", count: length)
            XCTAssertNoThrow(try yaml.check(Data("? \(key)\n: 1\n".utf8)), "a key of \(length) characters")
            // Quotes written as \" make the JSON key twice as long as the YAML one.
            let quoted = String(repeating: "\"", count: length / 2)
            XCTAssertNoThrow(try yaml.check(Data("? '\(quoted)'\n: [1, {'\(quoted)': 2}]\n".utf8)), "quotes, \(length / 2)")
        }
    }

    private func inputs(of target: FuzzTarget) throws -> [URL] {
        let folder = Self.corpus.appendingPathComponent(target.name)
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        return enumerator.compactMap { $0 as? URL }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .sorted { $0.path < $1.path }
    }
}
