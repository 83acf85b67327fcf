/// How bad a diagnostic is. Errors make `deli` exit non-zero; warnings do not.
public enum Severity: String, Hashable, Sendable, Codable, CaseIterable {
    case error
    case warning
    case note
}
