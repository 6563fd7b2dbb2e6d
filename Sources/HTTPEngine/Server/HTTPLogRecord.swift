/// One answered request, as the server's log closure sees it.
///
/// It deliberately holds no header values and no query values: tokens and
/// passwords travel in both, and a log line must never carry one.
package struct HTTPLogRecord: Sendable {
    /// "-" when the request line could not be parsed.
    package var method: String
    /// The decoded path, with control characters escaped so a request cannot forge log lines.
    package var path: String
    /// Query parameter names only, in request order.
    package var queryNames: [String]
    package var status: Int
    /// Body bytes actually handed to the kernel (less than the body for `truncate` and `resetMidway`).
    package var bytes: Int
    /// From the complete request to the last byte written.
    package var duration: Duration
    package var remoteAddress: String

    package init(
        method: String, path: String, queryNames: [String], status: Int, bytes: Int,
        duration: Duration, remoteAddress: String
    ) {
        self.method = method
        self.path = HTTPLogRecord.escapingControlCharacters(path)
        self.queryNames = queryNames.map(HTTPLogRecord.escapingControlCharacters)
        self.status = status
        self.bytes = bytes
        self.duration = duration
        self.remoteAddress = remoteAddress
    }

    /// `GET /products?limit&skip 200 1234B 0.84ms 127.0.0.1:50312`
    package var line: String {
        let query = queryNames.isEmpty ? "" : "?" + queryNames.joined(separator: "&")
        let (seconds, attoseconds) = duration.components
        let milliseconds = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        let rounded = (milliseconds * 100).rounded() / 100
        return "\(method) \(path)\(query) \(status) \(bytes)B \(rounded)ms \(remoteAddress)"
    }

    private static func escapingControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return text }
        var escaped = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped += "\\x" + (hex.count < 2 ? "0" + hex : hex)
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
