extension ScanResult {
    /// The stored fields of a ``ScanResult``; its properties read and change them.
    struct Fields: Hashable, Sendable, Codable {
        var path: String
        var types: [TypeDeclaration]
        var usages: [DependencyUsage]
        var typeAliases: [String: String]
        var diagnostics: [Diagnostic]
        var skippedFingerprints: [UInt64] = []
        var imports: [ImportDeclaration] = []
        var localTypes: [TypeDeclaration] = []
    }
}
