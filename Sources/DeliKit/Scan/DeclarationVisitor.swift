import SwiftSyntax

/// Walks one file and collects its types, protocols and extensions (with their nesting and `#if`
/// clauses), file-level typealiases, and every dependency usage.
final class DeclarationVisitor: SyntaxVisitor {
    private let locator: SyntaxLocator
    private(set) var types: [TypeDeclaration] = []
    private(set) var usages: [DependencyUsage] = []
    private(set) var typeAliases: [String: String] = [:]
    private var names: [String] = []
    private var conditions: [BranchCondition] = []

    init(locator: SyntaxLocator) {
        self.locator = locator
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node, name: node.name, kind: .class, generic: node.genericParameterClause != nil)
    }
    override func visitPost(_ node: ClassDeclSyntax) { names.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node, name: node.name, kind: .struct, generic: node.genericParameterClause != nil)
    }
    override func visitPost(_ node: StructDeclSyntax) { names.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node, name: node.name, kind: .enum, generic: node.genericParameterClause != nil)
    }
    override func visitPost(_ node: EnumDeclSyntax) { names.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node, name: node.name, kind: .actor, generic: node.genericParameterClause != nil)
    }
    override func visitPost(_ node: ActorDeclSyntax) { names.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node, name: node.name, kind: .protocol, generic: false)
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { names.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = TypeText.withoutGenericArguments(TypeText.compact(node.extendedType.trimmedDescription))
        record(
            node, fullName: name, kind: .extension, location: locator.location(of: node.extendedType), generic: false)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { names.removeLast() }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        guard let block = node.parent?.parent?.as(IfConfigDeclSyntax.self) else { return .visitChildren }
        let index =
            block.clauses.firstIndex { $0.id == node.id }.map {
                block.clauses.distance(from: block.clauses.startIndex, to: $0)
            } ?? 0
        conditions.append(BranchCondition(block: locator.location(of: block).description, clause: index))
        return .visitChildren
    }
    override func visitPost(_ node: IfConfigClauseSyntax) {
        if node.parent?.parent?.is(IfConfigDeclSyntax.self) == true { conditions.removeLast() }
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if names.isEmpty {
            typeAliases[node.name.text] = TypeText.compact(node.initializer.value.trimmedDescription)
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let usage = UsageReader(locator: locator).usage(of: node, in: names.last) {
            usages.append(usage)
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        usages += UsageReader(locator: locator).usages(of: node, in: names.last)
        return .visitChildren
    }

    private func enter(
        _ node: some DeclGroupSyntax, name: TokenSyntax, kind: TypeDeclarationKind, generic: Bool
    ) -> SyntaxVisitorContinueKind {
        let fullName = names.last.map { "\($0).\(name.text)" } ?? name.text
        record(node, fullName: fullName, kind: kind, location: locator.location(of: name), generic: generic)
        return .visitChildren
    }

    private func record(
        _ node: some DeclGroupSyntax, fullName: String, kind: TypeDeclarationKind, location: SourceLocation,
        generic: Bool
    ) {
        names.append(fullName)
        let inherited = node.inheritanceClause?.inheritedTypes.map {
            TypeText.withoutDeliModule(TypeText.compact($0.type.trimmedDescription))
        }
        var type = TypeDeclaration(
            name: fullName, kind: kind, inheritedTypes: inherited ?? [], access: Self.access(node.modifiers),
            isGeneric: generic, conditions: conditions, location: location)
        MemberReader(locator: locator).read(node.memberBlock.members, into: &type)
        types.append(type)
    }

    private static func access(_ modifiers: DeclModifierListSyntax) -> TypeAccess {
        for modifier in modifiers where modifier.detail == nil {
            if modifier.name.text == "private" { return .private }
            if modifier.name.text == "fileprivate" { return .fileprivate }
        }
        return .visible
    }
}
