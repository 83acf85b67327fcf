/// One problem found by the pipeline, with everything needed to print it like a compiler does.
///
/// Stages never print and never throw on the first problem: they collect `Diagnostic` values and
/// the CLI decides the exit code.
public struct Diagnostic: Error, Hashable, Sendable, Codable {
    public var severity: Severity
    public var id: DiagnosticID
    public var message: String
    public var location: SourceLocation?
    public var notes: [DiagnosticNote]

    public init(
        _ severity: Severity,
        _ id: DiagnosticID,
        _ message: String,
        at location: SourceLocation? = nil,
        notes: [DiagnosticNote] = []
    ) {
        self.severity = severity
        self.id = id
        self.message = message
        self.location = location
        self.notes = notes
    }

    public static func error(
        _ id: DiagnosticID,
        _ message: String,
        at location: SourceLocation? = nil,
        notes: [DiagnosticNote] = []
    ) -> Diagnostic {
        Diagnostic(.error, id, message, at: location, notes: notes)
    }

    public static func warning(
        _ id: DiagnosticID,
        _ message: String,
        at location: SourceLocation? = nil,
        notes: [DiagnosticNote] = []
    ) -> Diagnostic {
        Diagnostic(.warning, id, message, at: location, notes: notes)
    }

    public var isError: Bool { severity == .error }
}
