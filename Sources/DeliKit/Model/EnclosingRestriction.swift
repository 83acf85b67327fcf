/// A type around a nested component that keeps the generated factory from naming it: a generic
/// one (`Gen<T>.Inner` cannot be written without `T`), or a `private` / `fileprivate` one (the
/// nested type is at most `fileprivate`).
public struct EnclosingRestriction: Hashable, Sendable, Codable {
    /// The enclosing type's full name (`Gen`, `Outer.Hidden`).
    public var typeName: String
    /// `generic`, `private` or `fileprivate`.
    public var problem: String

    public init(typeName: String, problem: String) {
        self.typeName = typeName
        self.problem = problem
    }
}
