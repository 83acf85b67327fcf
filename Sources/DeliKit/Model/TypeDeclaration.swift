/// Everything the scanner saw about one type, protocol or extension in one file.
///
/// These raw facts are merged across files by the graph stage, which decides which types take part.
public struct TypeDeclaration: Hashable, Sendable, Codable {
    /// Full name including nesting (`Outer.Inner`); for an extension, the extended type.
    public var name: String
    public var kind: TypeDeclarationKind
    /// The names in the inheritance clause as written (`Deli.Component`, `Logger`).
    public var inheritedTypes: [String]
    public var access: TypeAccess
    public var isGeneric: Bool
    /// The names of its attributes without `@` and arguments, such as `MainActor` or `globalActor`.
    public var attributes: [String] = []
    /// The `#if` clauses around the declaration, outermost first.
    public var conditions: [BranchCondition]
    public var location: SourceLocation
    public var qualifier: LocatedValue?
    public var scope: LocatedValue?
    public var target: LocatedValue?
    public var initializers: [FunctionDeclaration] = []
    public var injectMethods: [FunctionDeclaration] = []
    /// `typealias Name = Type` inside the type, type text without whitespace.
    public var typeAliases: [String: String] = [:]
    public var storedProperties: [StoredPropertyDeclaration] = []
    public var configCalls: [ConfigCallDeclaration] = []

    public init(
        name: String, kind: TypeDeclarationKind, inheritedTypes: [String], access: TypeAccess, isGeneric: Bool,
        conditions: [BranchCondition], location: SourceLocation
    ) {
        self.name = name
        self.kind = kind
        self.inheritedTypes = inheritedTypes
        self.access = access
        self.isGeneric = isGeneric
        self.conditions = conditions
        self.location = location
    }
}
