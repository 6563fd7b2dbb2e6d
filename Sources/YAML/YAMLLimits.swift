/// How much a document may ask of the parser, so hostile or broken input
/// ends in an error, never in a hang or a crash.
package struct YAMLLimits: Sendable, Equatable {
    /// Values in the document, counting each alias as everything it repeats.
    package var maximumNodes: Int
    /// Sequences and mappings inside one another.
    package var maximumDepth: Int

    package init(maximumNodes: Int, maximumDepth: Int) {
        self.maximumNodes = maximumNodes
        self.maximumDepth = maximumDepth
    }

    /// A 20 MB OpenAPI document holds a few million values; a "billion
    /// laughs" of nested aliases asks for a billion and is refused at ten million.
    package static let `default` = YAMLLimits(maximumNodes: 10_000_000, maximumDepth: 512)
}
