/// The stable identifier printed after every diagnostic, such as `DELI-E001`.
///
/// Each stage declares the identifiers it emits in an extension next to its checks, so that the
/// catalogue in `docs/` can be compared with what the tool can really produce.
/// `C0xx` are configuration problems, `E0xx` graph errors and `W1xx` warnings.
public struct DiagnosticID: RawRepresentable, Hashable, Comparable, Sendable, Codable {
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates `DELI-<code>`, for example `DiagnosticID("E001")`.
    public init(_ code: String) {
        self.rawValue = "DELI-" + code
    }

    public static func < (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
