import Foundation
import HTTPEngine

/// The staging server's request parser, whole against fragmented: the
/// bytes of one connection parsed as they arrived in one read, and in reads
/// cut anywhere, must give the same requests (method, path, query, headers,
/// body, keep-alive) and the same error in the same place.
extension FuzzTarget {
    static let httpRequest = FuzzTarget("http-request", "HTTPEngine request parser: whole against fragmented") { data throws(FuzzViolation) in
        var choices = FuzzBytes(data)
        let maxHeaderBytes = 256 + choices.below(4096)
        let maxBodyBytes = choices.below(8192)
        let stream = choices.take(choices.below(max(1, choices.remaining)))
        let whole = HTTPStreamOutcome.parse([stream[...]], maxHeaderBytes: maxHeaderBytes, maxBodyBytes: maxBodyBytes)
        let ranges = fragmentBoundaries(count: stream.count, choices: &choices)
        let pieces = HTTPStreamOutcome.parse(ranges.map { stream[$0] }, maxHeaderBytes: maxHeaderBytes, maxBodyBytes: maxBodyBytes)
        try require(whole == pieces, "whole \(whole) != fragmented \(pieces) (cut at \(ranges.map(\.lowerBound)))")
    }
}

enum HTTPStreamOutcome {
    /// Every request the parser hands out, then how it stopped.
    static func parse(_ reads: [ArraySlice<UInt8>], maxHeaderBytes: Int, maxBodyBytes: Int) -> [String] {
        var parser = HTTPRequestParser(maxHeaderBytes: maxHeaderBytes, maxBodyBytes: maxBodyBytes, remoteAddress: "fuzz")
        var outcomes: [String] = []
        for read in reads {
            read.withUnsafeBytes { parser.append($0) }
            while true {
                switch parser.next() {
                case .needMore:
                    break
                case .request(let request, let keepAlive):
                    outcomes.append(describe(request, keepAlive: keepAlive))
                    continue
                case .failure(let error):
                    outcomes.append("failure \(error)")
                    return outcomes
                }
                break
            }
        }
        outcomes.append(parser.isMidRequest ? "incomplete" : "idle")
        return outcomes
    }

    static func describe(_ request: HTTPRequest, keepAlive: Bool) -> String {
        let query = request.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        let headers = request.headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "\n")
        return "\(request.method) \(request.path)?\(query) 1.\(request.minorVersion) keepAlive=\(keepAlive)\n\(headers)\n\(request.body.base64EncodedString())"
    }
}
