import Foundation

/// One event of a `text/event-stream` body, as the HTML standard's
/// EventSource dispatches it.
public struct ServerSentEvent: Sendable, Equatable {
    /// The event's type: its `event:` field, or "message" without one.
    public var type: String
    /// Its `data:` lines joined by newlines.
    public var data: String
    /// The last event ID the stream set (`id:`), kept from event to event
    /// as EventSource keeps it; nil until one is set.
    public var id: String?
    /// The reconnection time the stream asked for (`retry:`), in seconds; nil until asked.
    public var retry: TimeInterval?

    /// An event; the defaults are an unnamed one with nothing before it.
    public init(type: String = "message", data: String, id: String? = nil, retry: TimeInterval? = nil) {
        self.type = type
        self.data = data
        self.id = id
        self.retry = retry
    }

    /// The data as JSON decoded to `T`, naming the type and field when it does not fit.
    public func decode<T: Decodable>(_ type: T.Type, decoder: JSONDecoder = JSONDecoder()) throws(NetworkError) -> T {
        do {
            return try decoder.decode(T.self, from: Data(data.utf8))
        } catch let error as DecodingError {
            throw ResponseDecoder.describe(error, type: T.self)
        } catch {
            throw .decoding(type: String(describing: T.self), path: "", detail: "\(error)")
        }
    }
}

/// Reads `text/event-stream` lines into events by the HTML standard's rules:
/// `field: value` (one space after the colon dropped), a line starting with
/// a colon is a comment, a blank line dispatches the event if it has data,
/// unknown fields are ignored, and an event the stream ends in the middle
/// of is never dispatched.
struct ServerSentEventParser: Sendable {
    private var type = ""
    private var data = ""
    private var hasData = false
    private var lastEventID: String?
    private var retry: TimeInterval?
    private var atStart = true

    /// The event `line` completes, if it is the blank line after one.
    mutating func consume(_ line: String) -> ServerSentEvent? {
        var line = Substring(line)
        if atStart {
            atStart = false
            if line.first == "\u{FEFF}" { line = line.dropFirst() }
        }
        if line.isEmpty { return dispatch() }
        if line.first == ":" { return nil }
        let field: Substring
        var value: Substring
        if let colon = line.firstIndex(of: ":") {
            field = line[..<colon]
            value = line[line.index(after: colon)...]
            if value.first == " " { value = value.dropFirst() }
        } else {
            field = line
            value = ""
        }
        switch field {
        case "event": type = String(value)
        case "data":
            data += value + "\n"
            hasData = true
        case "id" where !value.contains("\u{0}"): lastEventID = String(value)
        case "retry" where !value.isEmpty && value.allSatisfy({ $0.isASCII && $0.isNumber }):
            retry = TimeInterval(String(value)).map { $0 / 1000 }
        default: break
        }
        return nil
    }

    private mutating func dispatch() -> ServerSentEvent? {
        defer {
            type = ""
            data = ""
            hasData = false
        }
        guard hasData else { return nil }
        return ServerSentEvent(type: type.isEmpty ? "message" : type, data: String(data.dropLast()), id: lastEventID, retry: retry)
    }
}
