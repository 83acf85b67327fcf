extension TypeDeclaration {
    /// The stored fields of a ``TypeDeclaration``; its properties read and change them.
    struct Fields: Hashable, Sendable, Codable {
        var name: String
        var kind: TypeDeclarationKind
        var inheritedTypes: [String]
        var access: TypeAccess
        var isGeneric: Bool
        var attributes: [String] = []
        var isNonisolated = false
        var isPublic = false
        var nesting = TypeNesting.topLevel
        var conditions: [BranchCondition]
        var location: SourceLocation
        var qualifier: LocatedValue?
        var scope: LocatedValue?
        var target: LocatedValue?
        var initializers: [FunctionDeclaration] = []
        var injectMethods: [FunctionDeclaration] = []
        var typeAliases: [String: String] = [:]
        var storedProperties: [StoredPropertyDeclaration] = []
        var configCalls: [ConfigCallDeclaration] = []
        var valuesInClauses: [String: SourceLocation] = [:]
    }
}
