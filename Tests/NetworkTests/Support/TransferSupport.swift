import Foundation
import NetworkTestSupport
import Reactive
import XCTest
@testable import Network

extension XCTestCase {
    /// Every event of a transfer until it completes, which must happen within `timeout`.
    func transferEvents<Value: Sendable>(
        _ stream: Observable<TransferEvent<Value>>, timeout: TimeInterval = 30,
        file: StaticString = #filePath, line: UInt = #line
    ) -> [TransferEvent<Value>] {
        let box = Locked<[TransferEvent<Value>]>([])
        let done = expectation(description: "transfer completed")
        let subscription = stream.subscribe(onNext: { event in box.mutate { $0.append(event) } }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: timeout)
        subscription.dispose()
        return box.value
    }

    /// Checks a transfer's progress moved only forward, in one direction, and ended at `total`.
    func assertProgress<Value: Sendable>(
        _ events: [TransferEvent<Value>], _ direction: TransferProgress.Direction, endsAt total: Int64,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let progress = events.compactMap(\.progress)
        XCTAssertFalse(progress.isEmpty, "no progress", file: file, line: line)
        XCTAssertEqual(Set(progress.map(\.direction)), [direction], file: file, line: line)
        let bytes = progress.map(\.completedBytes)
        XCTAssertEqual(bytes, bytes.sorted(), "progress went back", file: file, line: line)
        XCTAssertEqual(Set(bytes).count, bytes.count, "progress repeated itself", file: file, line: line)
        XCTAssertEqual(progress.last?.completedBytes, total, file: file, line: line)
        XCTAssertEqual(progress.last?.fraction, 1, file: file, line: line)
        // About one per percent, and a few for the time-based ones: never one per chunk.
        XCTAssertLessThanOrEqual(progress.count, 150, file: file, line: line)
        XCTAssertNotNil(events.last?.result, "the result comes last", file: file, line: line)
    }

    /// A file of `bytes` of the server's pattern.
    func makePatternFile(_ bytes: Int, named name: String = "upload.bin", in directory: URL) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try StreamingServer.pattern(bytes).write(to: url)
        return url
    }

    func startStreaming(_ answer: @escaping @Sendable (StreamingServer.Request) -> StreamingServer.Answer) throws -> StreamingServer {
        let server = try StreamingServer(answer: answer)
        addTeardownBlock { server.stop() }
        return server
    }
}

/// The names of the files in a directory, hidden ones (part files) included.
func fileNames(in directory: URL) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()) ?? []
}
