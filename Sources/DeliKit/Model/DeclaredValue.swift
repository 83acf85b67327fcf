/// A value written in the sources where Deli needs a literal (qualifier, scope, target, property path).
public enum DeclaredValue: Hashable, Sendable, Codable {
    /// A string literal without interpolation, or an enum case such as `.prototype` (its name).
    case literal(String)
    /// The `nil` literal.
    case none
    /// Anything else, kept as written for messages.
    case expression(String)

    /// The literal text, or nil when the value is `nil` or an expression.
    public var literalText: String? {
        if case .literal(let text) = self { return text }
        return nil
    }

    /// Whether the value can be checked at build time.
    public var isLiteral: Bool {
        if case .expression = self { return false }
        return true
    }
}

/// A declared value with the position where it was written.
public struct LocatedValue: Hashable, Sendable, Codable {
    public var value: DeclaredValue
    public var location: SourceLocation

    public init(_ value: DeclaredValue, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}
