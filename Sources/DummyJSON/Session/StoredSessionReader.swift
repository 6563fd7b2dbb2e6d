import Foundation
import JSON
import Models

/// Reads a session file as `SessionFile.save` writes it (`savedAt` as
/// "2026-12-05T01:32:44Z"), through `JSONTapeDecoder` and `timegm`: the file is
/// read on the way to every first frame and `courier get`, where Foundation's
/// `JSONDecoder` and its ISO 8601 parsing took 0.6 ms of CPU. Anything else
/// — another date form, a malformed file — goes to `JSONDecoder` as before,
/// so what is accepted and refused does not change.
enum StoredSessionReader {
    static func decode(_ data: Data) -> StoredSession? {
        if let saved = try? JSONTapeDecoder().decode(SavedForm.self, from: data), let date = date(saved.savedAt) {
            return StoredSession(origin: saved.origin, auth: saved.auth, savedAt: date)
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try? decoder.decode(StoredSession.self, from: data)
    }

    private struct SavedForm: Decodable {
        var origin: String
        var auth: AuthSession
        var savedAt: String
    }

    /// "YYYY-MM-DDTHH:MM:SSZ" in UTC, exactly; nil for any other text or a day that does not exist.
    static func date(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
              bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: "Z") else { return nil }
        func number(_ range: Range<Int>) -> Int32? {
            var value: Int32 = 0
            for index in range {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else { return nil }
                value = value * 10 + Int32(bytes[index] - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19) else { return nil }
        var fields = tm()
        fields.tm_year = year - 1900
        fields.tm_mon = month - 1
        fields.tm_mday = day
        fields.tm_hour = hour
        fields.tm_min = minute
        fields.tm_sec = second
        var seconds = timegm(&fields)
        // timegm moves 30 February to 2 March: such a day goes to JSONDecoder, whose answer stands.
        var back = tm()
        guard gmtime_r(&seconds, &back) != nil, back.tm_year == year - 1900, back.tm_mon == month - 1, back.tm_mday == day,
              back.tm_hour == hour, back.tm_min == minute, back.tm_sec == second else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }
}
