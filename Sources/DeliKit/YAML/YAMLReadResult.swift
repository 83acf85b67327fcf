/// What ``YAMLReader`` produced: the document's root node (nil for an empty stream or when the
/// text is too broken to read) and every problem found.
public struct YAMLReadResult: Sendable {
    public var root: YAMLNode?
    public var diagnostics: [Diagnostic]

    public init(root: YAMLNode?, diagnostics: [Diagnostic]) {
        self.root = root
        self.diagnostics = diagnostics
    }

    /// True when at least one diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains(where: \.isError) }
}
