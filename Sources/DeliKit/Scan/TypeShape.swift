import SwiftSyntax

/// The name, kind and genericity of a type-like declaration (`class`, `struct`, `enum`, `actor`,
/// `protocol` or `extension`).
struct TypeShape {
    let name: String
    let kind: TypeDeclarationKind
    let isGeneric: Bool
    let location: SourceLocation

    var isExtension: Bool { kind == .extension }

    /// Nil for declaration groups Deli ignores (macros and the like).
    init?(_ group: some DeclGroupSyntax, locator: SyntaxLocator) {
        if let node = group.as(ClassDeclSyntax.self) {
            self.init(node.name, .class, node.genericParameterClause != nil, locator)
        } else if let node = group.as(StructDeclSyntax.self) {
            self.init(node.name, .struct, node.genericParameterClause != nil, locator)
        } else if let node = group.as(EnumDeclSyntax.self) {
            self.init(node.name, .enum, node.genericParameterClause != nil, locator)
        } else if let node = group.as(ActorDeclSyntax.self) {
            self.init(node.name, .actor, node.genericParameterClause != nil, locator)
        } else if let node = group.as(ProtocolDeclSyntax.self) {
            self.init(node.name, .protocol, false, locator)
        } else if let node = group.as(ExtensionDeclSyntax.self) {
            self.init(
                name: TypeText.withoutGenericArguments(TypeText.compact(node.extendedType.trimmedDescription)),
                kind: .extension, isGeneric: false, location: locator.location(of: node.extendedType))
        } else {
            return nil
        }
    }

    private init(_ name: TokenSyntax, _ kind: TypeDeclarationKind, _ isGeneric: Bool, _ locator: SyntaxLocator) {
        self.init(name: name.text, kind: kind, isGeneric: isGeneric, location: locator.location(of: name))
    }

    private init(name: String, kind: TypeDeclarationKind, isGeneric: Bool, location: SourceLocation) {
        self.name = name
        self.kind = kind
        self.isGeneric = isGeneric
        self.location = location
    }

    static func access(_ modifiers: DeclModifierListSyntax) -> TypeAccess {
        for modifier in modifiers where modifier.detail == nil {
            if modifier.name.text == "private" { return .private }
            if modifier.name.text == "fileprivate" { return .fileprivate }
        }
        return .visible
    }
}
