import DummyJSON
import Foundation
import Models
import Network

// courier-crash-writer: writes the offline cache and the session file the
// way the app does, and says after each write whether it was committed, so
// a test can kill it with SIGKILL at any moment and then check that nothing
// committed was lost and nothing half-written is read back
// (EndToEndTests/CacheCrashTests). Not installed; a test tool.
//
//   courier-crash-writer cache DIR WRITER FIRST COUNT   stores COUNT rows, "committed I" after each
//   courier-crash-writer verify DIR                     opens (salvaging a damaged file) and verifies
//   courier-crash-writer session FILE COUNT              saves COUNT sessions, "saved I" after each
//   courier-crash-writer check DIR WRITER FIRST COUNT   for each row: "ok I", "wrong I" or "absent I"
//   courier-crash-writer check-session FILE             "whole I", "absent" or "unreadable"

/// One line, written at once: the test reads it the moment the write it reports is done.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

let arguments = Array(CommandLine.arguments.dropFirst())

func usage() -> Never {
    FileHandle.standardError.write(Data("usage: courier-crash-writer cache DIR WRITER FIRST COUNT | verify DIR | session FILE COUNT\n".utf8))
    exit(2)
}

switch arguments.first {
case "cache":
    guard arguments.count == 5, let writer = Int(arguments[2]), let first = Int(arguments[3]), let count = Int(arguments[4]) else { usage() }
    let cache = OfflineCache(directory: URL(fileURLWithPath: arguments[1]), maximumBytes: CrashRows.cacheBytes) { say("log: \($0)") }
    say(cache.isAvailable ? "open" : "unavailable")
    for index in first..<(first + count) {
        let stored = cache.store(CrashRows.response(writer: writer, index: index), for: CrashRows.key(writer: writer, index: index))
        say(stored ? "committed \(index)" : "refused \(index)")
    }
    // As the app does before exit(): the write-ahead log folded into the file.
    cache.close()
    say("closed")
case "verify":
    guard arguments.count == 2 else { usage() }
    let cache = OfflineCache(directory: URL(fileURLWithPath: arguments[1]), maximumBytes: CrashRows.cacheBytes) { say("log: \($0)") }
    if let verification = cache.verify() {
        say("verified \(verification)")
    } else {
        say("unavailable")
    }
case "session":
    guard arguments.count == 3, let count = Int(arguments[2]) else { usage() }
    let file = SessionFile(url: URL(fileURLWithPath: arguments[1]))
    for index in 0..<count {
        do {
            try file.save(CrashRows.session(index))
            say("saved \(index)")
        } catch {
            say("failed \(index): \(error)")
        }
    }
case "check":
    guard arguments.count == 5, let writer = Int(arguments[2]), let first = Int(arguments[3]), let count = Int(arguments[4]) else { usage() }
    let cache = OfflineCache(directory: URL(fileURLWithPath: arguments[1]), maximumBytes: CrashRows.cacheBytes) { say("log: \($0)") }
    guard cache.isAvailable else {
        say("unavailable")
        exit(1)
    }
    for index in first..<(first + count) {
        guard let found = cache.lookup(CrashRows.key(writer: writer, index: index)) else {
            say("absent \(index)")
            continue
        }
        let expected = CrashRows.response(writer: writer, index: index)
        say(found.body == expected.body && found.etag == expected.etag && found.status == 200 ? "ok \(index)" : "wrong \(index)")
    }
case "check-session":
    guard arguments.count == 2 else { usage() }
    let url = URL(fileURLWithPath: arguments[1])
    guard FileManager.default.fileExists(atPath: url.path) else {
        say("absent")
        exit(0)
    }
    guard let session = SessionFile(url: url).load(), session.auth == CrashRows.session(session.auth.id).auth else {
        say("unreadable")
        exit(0)
    }
    say("whole \(session.auth.id)")
default:
    usage()
}
