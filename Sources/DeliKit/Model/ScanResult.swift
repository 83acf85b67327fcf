/// What the scanner found in one file.
public struct ScanResult: Hashable, Sendable, Codable {
    public var path: String
    public var types: [TypeDeclaration]
    public var usages: [DependencyUsage]
    /// File-level `typealias Name = Type`.
    public var typeAliases: [String: String]
    /// Problems found while parsing (a syntax error, reported once per file).
    public var diagnostics: [Diagnostic]
    /// The ``IdentifierFingerprint``s of the identifiers in the top-level declarations that were
    /// left out of the parse because they mentioned no relevant name, sorted; empty when the whole
    /// file was read. A name that becomes relevant and is among them means the file is scanned again.
    public var skippedFingerprints: [UInt64] = []

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
