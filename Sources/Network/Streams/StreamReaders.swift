import Foundation
import Reactive

/// What a stream's body is read as: pieces in, elements out, and what is left at the end.
protocol StreamReader: Sendable {
    associatedtype Element: Sendable
    mutating func read(_ piece: Data) -> [NetworkResult<Element>]
    mutating func finish() -> [NetworkResult<Element>]
}

/// One stream's reader and observer: pieces come in order from the transport's
/// queue, the end after the last one; a reader's own error ends the stream.
final class StreamReading<Reader: StreamReader>: Sendable {
    private let state: SanitizerVisibleMutex<(reader: Reader, pieces: Int, ended: Bool)>
    private let observer: AnyObserver<NetworkResult<Reader.Element>>

    init(reader: Reader, observer: AnyObserver<NetworkResult<Reader.Element>>) {
        state = SanitizerVisibleMutex((reader, 0, false))
        self.observer = observer
    }

    func read(_ piece: Data) {
        let elements = state.withLock { state -> [NetworkResult<Reader.Element>] in
            guard !state.ended else { return [] }
            state.pieces += 1
            return state.reader.read(piece)
        }
        for element in elements { observer.onNext(element) }
    }

    /// The request ended: a body a buffering transport kept whole is read now, then the rest, then the end.
    func finish(_ result: Result<TransportResponse, NetworkError>) {
        let elements = state.withLock { state -> [NetworkResult<Reader.Element>]? in
            guard !state.ended else { return nil }
            state.ended = true
            switch result {
            case .success(let response):
                let kept = state.pieces == 0 && !response.data.isEmpty ? state.reader.read(response.data) : []
                return kept + state.reader.finish()
            case .failure(let error):
                return [.error(error)]
            }
        }
        guard let elements else { return }
        for element in elements { observer.onNext(element) }
        observer.onCompleted()
    }
}

/// The pieces as they come.
struct PieceReader: StreamReader {
    mutating func read(_ piece: Data) -> [NetworkResult<Data>] { [.value(piece)] }
    mutating func finish() -> [NetworkResult<Data>] { [] }
}

/// Lines; a line past the limit is the stream's last element, an error.
struct LineReader: StreamReader {
    private var splitter: LineSplitter
    private var failed = false

    init(maximumLineBytes: Int) {
        splitter = LineSplitter(maximumLineBytes: maximumLineBytes)
    }

    mutating func read(_ piece: Data) -> [NetworkResult<String>] {
        guard !failed else { return [] }
        let (lines, failure) = splitter.lines(in: piece)
        guard let failure else { return lines.map { .value($0) } }
        failed = true
        return lines.map { .value($0) } + [.error(failure)]
    }

    mutating func finish() -> [NetworkResult<String>] {
        guard !failed else { return [] }
        return splitter.finish().map { [.value($0)] } ?? []
    }
}

/// Server-sent events, from lines.
struct EventReader: StreamReader {
    private var lines: LineReader
    private var parser = ServerSentEventParser()

    init(maximumLineBytes: Int) {
        lines = LineReader(maximumLineBytes: maximumLineBytes)
    }

    mutating func read(_ piece: Data) -> [NetworkResult<ServerSentEvent>] { events(from: lines.read(piece)) }

    /// An event the stream ended in the middle of is never dispatched.
    mutating func finish() -> [NetworkResult<ServerSentEvent>] {
        events(from: lines.finish()).filter { $0.error != nil }
    }

    private mutating func events(from lines: [NetworkResult<String>]) -> [NetworkResult<ServerSentEvent>] {
        lines.compactMap { line in
            switch line {
            case .value(let text): return parser.consume(text).map { .value($0) }
            case .error(let error): return .error(error)
            }
        }
    }
}

/// JSON lines decoded; a line that does not decode is an error element and reading goes on.
struct JSONLineReader<T: Decodable & Sendable>: StreamReader {
    let decoder: any BodyDecoder
    private var lines: LineReader

    init(decoder: any BodyDecoder, maximumLineBytes: Int) {
        self.decoder = decoder
        lines = LineReader(maximumLineBytes: maximumLineBytes)
    }

    mutating func read(_ piece: Data) -> [NetworkResult<T>] { decoded(lines.read(piece)) }
    mutating func finish() -> [NetworkResult<T>] { decoded(lines.finish()) }

    private func decoded(_ lines: [NetworkResult<String>]) -> [NetworkResult<T>] {
        lines.compactMap { line in
            switch line {
            case .error(let error): return .error(error)
            case .value(let text):
                guard !text.allSatisfy(\.isWhitespace) else { return nil }
                do {
                    return .value(try decoder.decode(T.self, from: Data(text.utf8)))
                } catch let error as DecodingError {
                    return .error(ResponseDecoder.describe(error, type: T.self))
                } catch {
                    return .error(.decoding(type: String(describing: T.self), path: "", detail: "\(error)"))
                }
            }
        }
    }
}
