/// An initialiser or `inject(...)` method of a type, as written.
public struct FunctionDeclaration: Hashable, Sendable, Codable {
    public var parameters: [ParameterDeclaration]
    /// `required` on an initialiser.
    public var isRequired: Bool
    /// `convenience` on an initialiser.
    public var isConvenience: Bool
    /// `mutating` on a method.
    public var isMutating: Bool
    /// `init?` / `init!`.
    public var isFailable: Bool
    /// `static` or `class` on a method.
    public var isStatic: Bool
    /// `private` or `fileprivate`: the generated factory (another file) cannot call it.
    public var isInaccessible: Bool
    /// Every parameter has a default value (true without parameters): callable as `T()`.
    public var isCallableWithoutArguments: Bool
    /// `async` in the signature.
    public var isAsync = false
    /// `throws` (or a typed `throws(E)`) in the signature.
    public var isThrowing = false
    /// Declared `nonisolated`: callable from any code, whatever its type is isolated to.
    public var isNonisolated = false
    /// Marked unavailable (`@available(*, unavailable)`, `@available(swift, obsoleted: 5)`): the
    /// generated factory cannot call it, so it is never the one chosen.
    public var isUnavailable = false
    /// The names of its attributes without `@`, such as `MainActor`.
    public var attributes: [String] = []
    /// The `#if` clauses around it inside the type's body, outermost first (those around the type
    /// are the type's ``TypeDeclaration/conditions``).
    public var conditions: [BranchCondition] = []
    public var location: SourceLocation

    public init(
        parameters: [ParameterDeclaration], isRequired: Bool = false, isConvenience: Bool = false,
        isMutating: Bool = false, isFailable: Bool = false, isStatic: Bool = false, isInaccessible: Bool = false,
        isCallableWithoutArguments: Bool? = nil, location: SourceLocation
    ) {
        self.parameters = parameters
        self.isRequired = isRequired
        self.isConvenience = isConvenience
        self.isMutating = isMutating
        self.isFailable = isFailable
        self.isStatic = isStatic
        self.isInaccessible = isInaccessible
        self.isCallableWithoutArguments = isCallableWithoutArguments ?? parameters.isEmpty
        self.location = location
    }

    /// An attribute that may name a global actor (written with a capital: `@MainActor`).
    var namesGlobalActor: Bool {
        attributes.contains(where: TypeShape.mayNameGlobalActor)
    }
}
