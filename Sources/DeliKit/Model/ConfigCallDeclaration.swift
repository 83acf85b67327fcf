/// A member of a `Configuration` type initialised with `Config(T.self, D1.self, …) { … }`.
public struct ConfigCallDeclaration: Hashable, Sendable, Codable {
    /// The member's name (`networkManager` in `let networkManager = Config(...)`).
    public var memberName: String
    /// The type created (`T`), or nil when `Config(...)` has no arguments.
    public var createdType: String?
    /// The dependency types `D1…Dn` as written (an array dependency keeps its brackets).
    public var dependencyTypes: [String]
    /// Where each dependency type is written.
    public var dependencyLocations: [SourceLocation]
    public var qualifier: LocatedValue?
    public var scope: LocatedValue?
    public var location: SourceLocation
    /// The `#if` clauses of the type's body the member sits in, outermost first.
    public var conditions: [BranchCondition]

    public init(
        memberName: String, createdType: String?, dependencyTypes: [String], dependencyLocations: [SourceLocation],
        qualifier: LocatedValue?, scope: LocatedValue?, location: SourceLocation, conditions: [BranchCondition] = []
    ) {
        self.conditions = conditions
        self.memberName = memberName
        self.createdType = createdType
        self.dependencyTypes = dependencyTypes
        self.dependencyLocations = dependencyLocations
        self.qualifier = qualifier
        self.scope = scope
        self.location = location
    }
}
