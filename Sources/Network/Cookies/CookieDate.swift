import Foundation

/// RFC 6265 §5.1.1's forgiving date parser for `Expires`: servers write every
/// date format there is ("Wed, 21 Oct 2015 07:28:00 GMT", "Thu, 01-Jan-1970
/// 00:00:00 GMT", two-digit years), so it looks for a time, a day, a month and
/// a year among the tokens rather than matching one format.
enum CookieDate {
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    static func parse(_ text: String) -> Date? {
        var time: (Int, Int, Int)?
        var day: Int?
        var month: Int?
        var year: Int?
        for token in text.utf8.split(whereSeparator: isDelimiter).map({ String(decoding: $0, as: UTF8.self) }) {
            if time == nil, let parsed = parseTime(token) {
                time = parsed
            } else if day == nil, let parsed = leadingDigits(token, count: 1...2) {
                day = parsed
            } else if month == nil, let index = months.firstIndex(of: String(token.prefix(3)).lowercased()) {
                month = index + 1
            } else if year == nil, let parsed = leadingDigits(token, count: 2...4) {
                year = parsed
            }
        }
        guard let (hour, minute, second) = time, let day, let month, var year else { return nil }
        if (70...99).contains(year) { year += 1900 } else if (0...69).contains(year) { year += 2000 }
        guard (1...31).contains(day), year >= 1601, hour <= 23, minute <= 59, second <= 59 else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        guard let date = calendar.date(from: components), calendar.component(.day, from: date) == day else { return nil }
        return date
    }

    private static func isDelimiter(_ byte: UInt8) -> Bool {
        byte == 0x09 || (0x20...0x2F).contains(byte) || (0x3B...0x40).contains(byte) || (0x5B...0x60).contains(byte)
            || (0x7B...0x7E).contains(byte)
    }

    /// The number a token starts with, when it has `count` digits and no digit follows.
    private static func leadingDigits(_ token: String, count: ClosedRange<Int>) -> Int? {
        let digits = token.prefix(while: isDigit)
        guard count.contains(digits.count) else { return nil }
        return Int(digits)
    }

    /// `h:m:s`, one or two digits each, anything after the seconds not a digit.
    private static func parseTime(_ token: String) -> (Int, Int, Int)? {
        let parts = token.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3, parts[0].allSatisfy(isDigit), parts[1].allSatisfy(isDigit),
              let hour = leadingDigits(parts[0], count: 1...2), let minute = leadingDigits(parts[1], count: 1...2),
              let second = leadingDigits(parts[2], count: 1...2) else { return nil }
        return (hour, minute, second)
    }

    private static func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }
}
