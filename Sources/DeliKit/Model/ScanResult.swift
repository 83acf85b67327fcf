/// What the scanner found in one file.
public struct ScanResult: Hashable, Sendable, Codable {
    public var path: String
    public var types: [TypeDeclaration]
    public var usages: [DependencyUsage]
    /// File-level `typealias Name = Type`.
    public var typeAliases: [String: String]
    /// Problems found while parsing (a syntax error, reported once per file).
    public var diagnostics: [Diagnostic]
    /// The identifiers of the top-level declarations that were left out of the parse because they
    /// mentioned no relevant name, sorted; empty when the whole file was read.
    public var skippedNames: [String] = []

    public init(
        path: String, types: [TypeDeclaration] = [], usages: [DependencyUsage] = [],
        typeAliases: [String: String] = [:], diagnostics: [Diagnostic] = []
    ) {
        self.path = path
        self.types = types
        self.usages = usages
        self.typeAliases = typeAliases
        self.diagnostics = diagnostics
    }
}
