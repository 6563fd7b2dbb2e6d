/// The request target split into a decoded path and query, as `HTTPRequest` carries them.
struct HTTPRequestTarget: Equatable {
    var path: String
    var query: [(name: String, value: String)]

    static func == (lhs: HTTPRequestTarget, rhs: HTTPRequestTarget) -> Bool {
        lhs.path == rhs.path && lhs.query.elementsEqual(rhs.query) { $0 == $1 }
    }

    /// Accepts origin form (`/a?b=c`), absolute form (`http://host/a`, which
    /// proxies send) and `*`; nil for anything else or for a bad `%` escape.
    init?<Bytes: Collection<UInt8>>(_ target: Bytes) {
        var bytes = Array(target)
        if let fragment = bytes.firstIndex(of: UInt8(ascii: "#")) { bytes.removeSubrange(fragment...) }
        if bytes == [UInt8(ascii: "*")] {
            self.init(path: "*", query: [])
            return
        }
        if bytes.first != UInt8(ascii: "/") {
            guard let originForm = HTTPRequestTarget.stripScheme(bytes) else { return nil }
            bytes = originForm
        }
        let questionMark = bytes.firstIndex(of: UInt8(ascii: "?"))
        guard let path = HTTPRequestTarget.percentDecoded(bytes[..<(questionMark ?? bytes.endIndex)], plusIsSpace: false)
        else { return nil }
        var query: [(name: String, value: String)] = []
        if let questionMark {
            for item in bytes[(questionMark + 1)...].split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
                let equals = item.firstIndex(of: UInt8(ascii: "="))
                guard let name = HTTPRequestTarget.percentDecoded(item[..<(equals ?? item.endIndex)], plusIsSpace: true),
                      let value = HTTPRequestTarget.percentDecoded(equals.map { item[($0 + 1)...] } ?? [], plusIsSpace: true)
                else { return nil }
                query.append((name, value))
            }
        }
        self.init(path: path, query: query)
    }

    init(path: String, query: [(name: String, value: String)]) {
        self.path = path
        self.query = query
    }

    /// `http://host:port/p?q` → `/p?q`; the authority is not used because
    /// the server answers one host.
    private static func stripScheme(_ bytes: [UInt8]) -> [UInt8]? {
        let lowered = bytes.prefix(8).map { $0 | 0x20 }
        let schemeLength: Int
        if lowered.starts(with: Array("http://".utf8)) { schemeLength = 7 }
        else if lowered.starts(with: Array("https://".utf8)) { schemeLength = 8 }
        else { return nil }
        let afterScheme = bytes[schemeLength...]
        guard let slash = afterScheme.firstIndex(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") }) else {
            return afterScheme.isEmpty ? nil : [UInt8(ascii: "/")]
        }
        let rest = Array(bytes[slash...])
        return rest.first == UInt8(ascii: "?") ? [UInt8(ascii: "/")] + rest : rest
    }

    /// nil on a truncated or non-hex escape, or when the result is not UTF-8.
    static func percentDecoded<Bytes: Collection<UInt8>>(_ encoded: Bytes, plusIsSpace: Bool) -> String? {
        guard encoded.contains(where: { $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+")) }) else {
            return String(validating: encoded, as: UTF8.self)
        }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(encoded.count)
        var index = encoded.startIndex
        while index != encoded.endIndex {
            let byte = encoded[index]
            if byte == UInt8(ascii: "%") {
                let high = encoded.index(after: index)
                guard high != encoded.endIndex else { return nil }
                let low = encoded.index(after: high)
                guard low != encoded.endIndex, let h = hexValue(encoded[high]), let l = hexValue(encoded[low]) else { return nil }
                decoded.append(h << 4 | l)
                index = encoded.index(after: low)
            } else {
                decoded.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index = encoded.index(after: index)
            }
        }
        return String(validating: decoded, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
