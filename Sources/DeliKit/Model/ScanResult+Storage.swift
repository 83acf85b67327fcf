extension ScanResult {
    /// The stored fields of a ``ScanResult``; its properties read and change them.
    struct Fields: Hashable, Sendable, Codable {
        var path: String
        var types: [TypeDeclaration]
        var usages: [DependencyUsage]
        var typeAliases: [String: String]
        var diagnostics: [Diagnostic]
        var skippedFingerprints: [UInt64] = []
    }

    /// The box one or more equal values share. It is changed only through a value that holds the
    /// only reference to it, so sharing it between threads is safe.
    final class Box: @unchecked Sendable {
        var fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }
}
