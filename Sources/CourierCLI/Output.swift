import Foundation

/// Where commands write: stdout for results, stderr for messages.
enum Output {
    static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Exit statuses the README documents.
    enum Status: Int32 {
        case success = 0
        case failure = 1
        case usage = 2
        case signInNeeded = 3
    }

    static func exit(_ status: Status) -> Never {
        Foundation.exit(status.rawValue)
    }
}
