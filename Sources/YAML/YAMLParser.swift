import CYAML
import Foundation
import JSON

/// Reads a YAML document into a `JSONValue` through libyaml's event parser:
/// the one file that talks to libyaml. JSON is YAML too, so a JSON document
/// reads the same way. Errors name the line and column.
package struct YAMLParser: Sendable {
    package var limits: YAMLLimits

    package init(limits: YAMLLimits = .default) {
        self.limits = limits
    }

    package func parse(_ text: String) throws(YAMLError) -> JSONValue {
        try parse(Data(text.utf8))
    }

    /// The document's value; `.null` for an empty one.
    package func parse(_ data: Data) throws(YAMLError) -> JSONValue {
        try document(data, recordsLines: false).value
    }

    /// The document's value with the line of each key and item in it, for
    /// a file whose problems must say where they are (a config file).
    package func parseWithLines(_ data: Data) throws(YAMLError) -> YAMLDocument {
        try document(data, recordsLines: true)
    }

    private func document(_ data: Data, recordsLines: Bool) throws(YAMLError) -> YAMLDocument {
        let result: Result<YAMLDocument, YAMLError> = data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress, raw.count > 0 else { return .success(YAMLDocument(value: .null, lines: [:])) }
            do throws(YAMLError) {
                return .success(try events(base.assumingMemoryBound(to: UInt8.self), count: raw.count, recordsLines: recordsLines))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private func events(_ bytes: UnsafePointer<UInt8>, count: Int, recordsLines: Bool) throws(YAMLError) -> YAMLDocument {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { throw YAMLError(.noMemory, line: 1, column: 1) }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, bytes, count)
        var builder = YAMLTreeBuilder(limits: limits, recordsLines: recordsLines)
        var documents = 0
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else { throw Self.error(of: parser) }
            defer { yaml_event_delete(&event) }
            let mark = YAMLMark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return YAMLDocument(value: builder.root ?? .null, lines: builder.lines)
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 { throw YAMLError(.moreThanOneDocument, line: mark.line, column: mark.column) }
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let text = scalar.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: scalar.length), as: UTF8.self) } ?? ""
                let tag = Self.string(scalar.tag)
                let plain = scalar.style == YAML_PLAIN_SCALAR_STYLE
                guard let value = YAMLScalar.value(text, tag: tag, plain: plain) else {
                    throw YAMLError(.tagMismatch(tag: YAMLScalar.shortName(tag ?? ""), value: text), line: mark.line, column: mark.column)
                }
                try builder.scalar(value, text: text, plain: plain, anchor: Self.string(scalar.anchor), at: mark)
            case YAML_ALIAS_EVENT:
                try builder.alias(Self.string(event.data.alias.anchor) ?? "", at: mark)
            case YAML_SEQUENCE_START_EVENT:
                try builder.startSequence(anchor: Self.string(event.data.sequence_start.anchor), at: mark)
            case YAML_MAPPING_START_EVENT:
                try builder.startMapping(anchor: Self.string(event.data.mapping_start.anchor), at: mark)
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                try builder.end(at: mark)
            default:
                break
            }
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// libyaml's problem, at its mark: "found character that cannot start
    /// any token while scanning for the next token".
    private static func error(of parser: yaml_parser_t) -> YAMLError {
        if parser.error == YAML_MEMORY_ERROR { return YAMLError(.noMemory, line: 1, column: 1) }
        let problem = parser.problem.map { String(cString: $0) } ?? "unreadable YAML"
        let context = parser.context.map { String(cString: $0) }
        let words = context.map { "\(problem) \($0)" } ?? problem
        // A reader error (bad UTF-8) has an offset, not a line.
        if parser.error == YAML_READER_ERROR {
            return YAMLError(.syntax("\(problem) at byte \(parser.problem_offset)"), line: Int(parser.problem_mark.line) + 1,
                             column: Int(parser.problem_mark.column) + 1)
        }
        return YAMLError(.syntax(words), line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1)
    }
}
