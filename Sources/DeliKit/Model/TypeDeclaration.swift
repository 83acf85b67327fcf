/// Everything the scanner saw about one type, protocol or extension in one file.
///
/// These raw facts are merged across files by the graph stage, which decides which types take part.
/// Its fields live in one shared, copy-on-write box (``CopyOnWriteBox``): the catalog and the
/// component builder pass these values around, and a copy is one retain instead of one per field.
public struct TypeDeclaration: Hashable, Sendable, Codable {
    var box: CopyOnWriteBox<Fields>

    /// Full name including nesting (`Outer.Inner`); for an extension, the extended type.
    public var name: String {
        get { box.fields.name }
        _modify { yield &fields.name }
    }

    public var kind: TypeDeclarationKind {
        get { box.fields.kind }
        _modify { yield &fields.kind }
    }

    /// The names in the inheritance clause as written (`Deli.Component`, `Logger`).
    public var inheritedTypes: [String] {
        get { box.fields.inheritedTypes }
        _modify { yield &fields.inheritedTypes }
    }

    public var access: TypeAccess {
        get { box.fields.access }
        _modify { yield &fields.access }
    }

    public var isGeneric: Bool {
        get { box.fields.isGeneric }
        _modify { yield &fields.isGeneric }
    }

    /// The names of its attributes without `@` and arguments, such as `MainActor` or `globalActor`.
    public var attributes: [String] {
        get { box.fields.attributes }
        _modify { yield &fields.attributes }
    }

    /// Marked `nonisolated`: no isolation is inferred for it, nor given by the module's default.
    public var isNonisolated: Bool {
        get { box.fields.isNonisolated }
        _modify { yield &fields.isNonisolated }
    }

    /// `public` or `open` written on the type's own declaration (never set for an extension): Swift
    /// infers `Sendable` only for a struct or enum that is neither, unless it is `@frozen`.
    public var isPublic: Bool {
        get { box.fields.isPublic }
        _modify { yield &fields.isPublic }
    }

    /// What it is declared in, for the module's default isolation.
    public var nesting: TypeNesting {
        get { box.fields.nesting }
        _modify { yield &fields.nesting }
    }

    /// The `#if` clauses around the declaration, outermost first.
    public var conditions: [BranchCondition] {
        get { box.fields.conditions }
        _modify { yield &fields.conditions }
    }

    public var location: SourceLocation {
        get { box.fields.location }
        _modify { yield &fields.location }
    }

    public var qualifier: LocatedValue? {
        get { box.fields.qualifier }
        _modify { yield &fields.qualifier }
    }

    public var scope: LocatedValue? {
        get { box.fields.scope }
        _modify { yield &fields.scope }
    }

    public var target: LocatedValue? {
        get { box.fields.target }
        _modify { yield &fields.target }
    }

    /// The `qualifier`, `scope` and `target` members declared inside an `#if` clause of the body,
    /// and the attributes written inside `#if` in the attribute list of the type (not an extension),
    /// an initialiser or `inject(...)`, keyed `@Name`; each with where its first such declaration is
    /// (see `DELI-E023`).
    public var valuesInClauses: [String: SourceLocation] {
        get { box.fields.valuesInClauses }
        _modify { yield &fields.valuesInClauses }
    }

    public var initializers: [FunctionDeclaration] {
        get { box.fields.initializers }
        _modify { yield &fields.initializers }
    }

    public var injectMethods: [FunctionDeclaration] {
        get { box.fields.injectMethods }
        _modify { yield &fields.injectMethods }
    }

    /// `typealias Name = Type` inside the type, type text without whitespace.
    public var typeAliases: [String: String] {
        get { box.fields.typeAliases }
        _modify { yield &fields.typeAliases }
    }

    public var storedProperties: [StoredPropertyDeclaration] {
        get { box.fields.storedProperties }
        _modify { yield &fields.storedProperties }
    }

    public var configCalls: [ConfigCallDeclaration] {
        get { box.fields.configCalls }
        _modify { yield &fields.configCalls }
    }

    public init(
        name: String, kind: TypeDeclarationKind, inheritedTypes: [String], access: TypeAccess, isGeneric: Bool,
        conditions: [BranchCondition], location: SourceLocation
    ) {
        box = CopyOnWriteBox(
            Fields(
                name: name, kind: kind, inheritedTypes: inheritedTypes, access: access, isGeneric: isGeneric,
                conditions: conditions, location: location))
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.box == rhs.box }

    public func hash(into hasher: inout Hasher) { hasher.combine(box) }

    public init(from decoder: any Decoder) throws { box = try CopyOnWriteBox(from: decoder) }

    public func encode(to encoder: any Encoder) throws { try box.encode(to: encoder) }
}

extension TypeDeclaration: CopyOnWriteValue {}
