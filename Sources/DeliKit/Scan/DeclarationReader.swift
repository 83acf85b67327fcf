import SwiftSyntax

/// Reads the types, protocols and extensions of one file (with their nesting and `#if` clauses),
/// its file-level typealiases and imports, and the property wrappers of stored members.
///
/// Only declaration lists are walked (never closures), which keeps scanning close to the cost of
/// parsing; of function bodies and accessors, only their type declarations are read, as
/// ``localTypes`` (see ``LocalTypeReader``).
struct DeclarationReader {
    private let locator: SyntaxLocator
    private(set) var types: [TypeDeclaration] = []
    private(set) var usages: [DependencyUsage] = []
    private(set) var typeAliases: [String: String] = [:]
    private(set) var imports: [ImportDeclaration] = []
    /// The types declared in function bodies, which never take part.
    private(set) var localTypes: [TypeDeclaration] = []

    init(locator: SyntaxLocator) {
        self.locator = locator
    }

    mutating func read(_ file: SourceFileSyntax) {
        read(file.statements, in: Scope(name: nil, access: .visible, nesting: .topLevel), conditions: [])
    }

    /// Where a declaration is: the full name of the enclosing type (nil at file level), the access
    /// its members get by default from a `private` or `fileprivate` extension (at most `fileprivate`:
    /// a `private` extension's members are visible in the whole file), and what a nested type is
    /// declared in.
    private struct Scope {
        var name: String?
        var access: TypeAccess
        var nesting: TypeNesting
    }

    private mutating func read(_ items: CodeBlockItemListSyntax, in scope: Scope, conditions: [BranchCondition]) {
        for item in items {
            if let decl = item.item.as(DeclSyntax.self) { read(decl, in: scope, conditions: conditions) }
        }
    }

    private mutating func read(_ decl: DeclSyntax, in scope: Scope, conditions: [BranchCondition]) {
        if let shape = TypeShape(decl, locator: locator) {
            let name = shape.isExtension ? shape.name : scope.name.map { "\($0).\(shape.name)" } ?? shape.name
            record(shape, fullName: name, in: scope, conditions: conditions)
            let inner = Scope(
                name: name, access: shape.isExtension && shape.access != .visible ? .fileprivate : .visible,
                nesting: Self.nesting(inside: shape))
            for member in shape.members { read(member.decl, in: inner, conditions: conditions) }
        } else if let block = decl.as(IfConfigDeclSyntax.self) {
            readClauses(of: block, in: scope, conditions: conditions)
        } else if let declaration = decl.as(ImportDeclSyntax.self) {
            if let found = ImportReader.declaration(declaration, conditions: conditions) { imports.append(found) }
        } else if let alias = decl.as(TypeAliasDeclSyntax.self), scope.name == nil {
            typeAliases[TypeText.withoutBackticks(alias.name.text)] = TypeText.of(alias.initializer.value)
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            usages += UsageReader(locator: locator).usages(of: variable, in: scope.name)
            if variable.bindings.contains(where: { $0.accessorBlock != nil }) {
                localTypes += LocalTypeReader(locator: locator).types(in: variable, conditions: conditions)
            }
        } else if let body = LocalTypeReader.body(of: decl) {
            localTypes += LocalTypeReader(locator: locator).types(in: body, conditions: conditions)
        }
    }

    /// The declaration's own access, or the default of the extension it is declared in when that is
    /// more restrictive and the declaration names none of its own.
    private static func access(of shape: TypeShape, in scope: Scope) -> TypeAccess {
        shape.access == .visible && !shape.isExtension ? scope.access : shape.access
    }

    private mutating func readClauses(
        of block: IfConfigDeclSyntax, in scope: Scope, conditions: [BranchCondition]
    ) {
        for (clause, condition) in IfConfigClauses(block, locator: locator) {
            let inner = conditions + [condition]
            switch clause.elements {
            case .decls(let members)?:
                for member in members { read(member.decl, in: scope, conditions: inner) }
            case .statements(let items)?:
                read(items, in: scope, conditions: inner)
            default:
                continue
            }
        }
    }

    private mutating func record(
        _ shape: TypeShape, fullName: String, in scope: Scope, conditions: [BranchCondition]
    ) {
        var type = TypeDeclaration(
            name: fullName, kind: shape.kind, inheritedTypes: Self.inheritedTypes(of: shape),
            access: Self.access(of: shape, in: scope),
            isGeneric: shape.isGeneric, conditions: conditions, location: shape.location)
        type.attributes = shape.attributes
        type.isNonisolated = shape.isNonisolated
        type.nesting = scope.nesting
        MemberReader(locator: locator).read(shape.members, into: &type)
        // An extension's attributes do not isolate the type it extends.
        if !shape.isExtension {
            type.isPublic = shape.isPublic
            let conditional = ConditionalAttributeReader.attributes(in: shape.attributeList, locator: locator)
            type.valuesInClauses.merge(conditional) { first, _ in first }
        }
        if shape.isExtension, shape.isNonisolated {
            // A `nonisolated extension` makes its initialisers nonisolated, unless one names an actor.
            for index in type.initializers.indices where !type.initializers[index].namesGlobalActor {
                type.initializers[index].isNonisolated = true
            }
        }
        types.append(type)
    }

    /// What the members of `shape` are declared in.
    private static func nesting(inside shape: TypeShape) -> TypeNesting {
        guard shape.isExtension else { return .inType }
        return shape.isNonisolated || shape.namesGlobalActor ? .inIsolatedExtension : .inExtension
    }

    /// The types `shape`'s inheritance clause names, as the catalog reads them.
    static func inheritedTypes(of shape: TypeShape) -> [String] {
        shape.inheritance?.inheritedTypes.map {
            TypeText.withoutDeliModule(TypeText.of(conformedType($0.type)))
        } ?? []
    }

    /// The type an inheritance clause names, without the attributes written on the conformance:
    /// `@MainActor Component` (an isolated conformance), `@preconcurrency Delegate`,
    /// `@retroactive Component` and `@unchecked Sendable` conform to the type itself.
    private static func conformedType(_ type: TypeSyntax) -> TypeSyntax {
        guard let attributed = type.as(AttributedTypeSyntax.self), attributed.specifiers.isEmpty else { return type }
        return attributed.baseType
    }
}
