/// A related location attached to a diagnostic: a cycle step, an ambiguous candidate, the
/// declaration that asked for a dependency.
public struct DiagnosticNote: Hashable, Sendable, Codable {
    public var message: String
    public var location: SourceLocation?

    public init(_ message: String, at location: SourceLocation? = nil) {
        self.message = message
        self.location = location
    }
}
