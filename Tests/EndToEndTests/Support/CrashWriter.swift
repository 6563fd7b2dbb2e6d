import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Drives `courier-crash-writer` (see its main.swift): writes that report
/// each commit, and checks of what a fresh process reads back.
struct CrashWriter {
    let executable: String

    init() throws {
        executable = try ProcessRunner.executable("courier-crash-writer").path
    }

    func start(_ arguments: [String]) throws -> RunningProcess {
        try RunningProcess(executable, arguments)
    }

    /// What a fresh process finds for rows `first..<first+count` of `writer`.
    struct Check {
        var ok = Set<Int>()
        var wrong = Set<Int>()
        var absent = Set<Int>()
        var available = true
        var log: [String] = []
    }

    func check(_ directory: URL, writer: Int, first: Int, count: Int) throws -> Check {
        let result = try Subprocess.run(executable, ["check", directory.path, "\(writer)", "\(first)", "\(count)"], timeout: 300)
        var check = Check()
        for line in String(decoding: result.standardOutput, as: UTF8.self).split(separator: "\n") {
            let words = line.split(separator: " ", maxSplits: 1).map(String.init)
            switch (words.first, words.count > 1 ? Int(words[1]) : nil) {
            case ("ok", let index?): check.ok.insert(index)
            case ("wrong", let index?): check.wrong.insert(index)
            case ("absent", let index?): check.absent.insert(index)
            case ("unavailable", _): check.available = false
            default: check.log.append(String(line))
            }
        }
        return check
    }

    func run(_ arguments: [String]) throws -> [String] {
        let result = try Subprocess.run(executable, arguments, timeout: 300)
        return String(decoding: result.standardOutput, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// The indices a writer's lines say were committed.
    static func committed(in lines: [String]) -> Set<Int> {
        Set(lines.compactMap { line in line.hasPrefix("committed ") ? Int(line.dropFirst("committed ".count)) : nil })
    }
}

/// A seeded generator: a failing round can be run again as it was.
struct CrashDice: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
