import SwiftSyntax

/// Reads the types declared in a function's body (`func makeLogger() { final class Local:
/// Component {} }`) or a computed property's accessors, also inside their `#if` clauses and in
/// functions declared in them (not in closures). No generated code can name such a type, so it
/// never takes part; it is read only so that one that conforms to a Deli protocol is reported
/// instead of dropped without a word.
struct LocalTypeReader {
    let locator: SyntaxLocator

    /// The body of a function, an initialiser or a deinitialiser; nil for other declarations.
    static func body(of decl: DeclSyntax) -> CodeBlockSyntax? {
        if let function = decl.as(FunctionDeclSyntax.self) { return function.body }
        if let initializer = decl.as(InitializerDeclSyntax.self) { return initializer.body }
        return decl.as(DeinitializerDeclSyntax.self)?.body
    }

    /// The types, not protocols or extensions (a body cannot declare those), of `body`'s statements.
    func types(in body: CodeBlockSyntax, conditions: [BranchCondition]) -> [TypeDeclaration] {
        var found: [TypeDeclaration] = []
        read(body.statements, conditions: conditions, into: &found)
        return found
    }

    /// The types declared in the accessors of `variable`'s computed properties.
    func types(in variable: VariableDeclSyntax, conditions: [BranchCondition]) -> [TypeDeclaration] {
        var found: [TypeDeclaration] = []
        for binding in variable.bindings {
            switch binding.accessorBlock?.accessors {
            case .getter(let statements)?:
                read(statements, conditions: conditions, into: &found)
            case .accessors(let accessors)?:
                for accessor in accessors {
                    if let body = accessor.body { read(body.statements, conditions: conditions, into: &found) }
                }
            case nil:
                continue
            }
        }
        return found
    }

    private func read(
        _ items: CodeBlockItemListSyntax, conditions: [BranchCondition], into found: inout [TypeDeclaration]
    ) {
        for item in items {
            guard let decl = item.item.as(DeclSyntax.self) else { continue }
            if let shape = TypeShape(decl, locator: locator), !shape.isExtension, shape.kind != .protocol {
                found.append(declaration(of: shape, conditions: conditions))
            } else if let block = decl.as(IfConfigDeclSyntax.self) {
                for (clause, condition) in IfConfigClauses(block, locator: locator) {
                    guard case .statements(let statements)? = clause.elements else { continue }
                    read(statements, conditions: conditions + [condition], into: &found)
                }
            } else if let inner = Self.body(of: decl) {
                read(inner.statements, conditions: conditions, into: &found)
            }
        }
    }

    private func declaration(of shape: TypeShape, conditions: [BranchCondition]) -> TypeDeclaration {
        return TypeDeclaration(
            name: shape.name, kind: shape.kind, inheritedTypes: DeclarationReader.inheritedTypes(of: shape),
            access: shape.access,
            isGeneric: shape.isGeneric, conditions: conditions, location: shape.location)
    }
}
