import SwiftSyntax

/// The parts of a type-like declaration (`class`, `struct`, `enum`, `actor`, `protocol` or
/// `extension`) that Deli reads, found with cheap kind checks (no dynamic protocol casts).
struct TypeShape {
    let name: String
    let kind: TypeDeclarationKind
    let isGeneric: Bool
    let location: SourceLocation
    let inheritance: InheritanceClauseSyntax?
    let modifiers: DeclModifierListSyntax
    let attributes: [String]
    /// The attribute list as written, `#if` blocks included.
    let attributeList: AttributeListSyntax
    let members: MemberBlockItemListSyntax

    var isExtension: Bool { kind == .extension }

    /// Nil for any other declaration.
    init?(_ decl: DeclSyntax, locator: SyntaxLocator) {
        if let node = decl.as(ClassDeclSyntax.self) {
            self.init(node, node.name, .class, node.genericParameterClause != nil, locator)
        } else if let node = decl.as(StructDeclSyntax.self) {
            self.init(node, node.name, .struct, node.genericParameterClause != nil, locator)
        } else if let node = decl.as(EnumDeclSyntax.self) {
            self.init(node, node.name, .enum, node.genericParameterClause != nil, locator)
        } else if let node = decl.as(ActorDeclSyntax.self) {
            self.init(node, node.name, .actor, node.genericParameterClause != nil, locator)
        } else if let node = decl.as(ProtocolDeclSyntax.self) {
            self.init(node, node.name, .protocol, false, locator)
        } else if let node = decl.as(ExtensionDeclSyntax.self) {
            let name = TypeText.withoutGenericArguments(
                TypeText.withoutBackticks(TypeText.compact(node.extendedType.trimmedDescription)))
            self.init(
                node, name: name, kind: .extension, isGeneric: false, location: locator.location(of: node.extendedType))
        } else {
            return nil
        }
    }

    private init(
        _ group: some DeclGroupSyntax, _ name: TokenSyntax, _ kind: TypeDeclarationKind, _ isGeneric: Bool,
        _ locator: SyntaxLocator
    ) {
        self.init(
            group, name: TypeText.withoutBackticks(name.text), kind: kind, isGeneric: isGeneric,
            location: locator.location(of: name))
    }

    private init(
        _ group: some DeclGroupSyntax, name: String, kind: TypeDeclarationKind, isGeneric: Bool,
        location: SourceLocation
    ) {
        self.name = name
        self.kind = kind
        self.isGeneric = isGeneric
        self.location = location
        self.inheritance = group.inheritanceClause
        self.modifiers = group.modifiers
        self.attributes = Self.names(of: group.attributes)
        self.attributeList = group.attributes
        self.members = group.memberBlock.members
    }

    /// The names of plain attributes as written (`@MainActor`, `@globalActor`, `@Storage.Actor`),
    /// without arguments or backticks; `#if` blocks among the attributes are not read.
    static func names(of attributes: AttributeListSyntax) -> [String] {
        attributes.compactMap { element in
            guard case .attribute(let attribute) = element else { return nil }
            return TypeText.withoutBackticks(TypeText.compact(attribute.attributeName.trimmedDescription))
        }
    }

    /// Whether an attribute's name may name a global actor: its last part is written with a capital
    /// (`@MainActor`, `@Storage.Actor`), unlike `@available` or `@preconcurrency`.
    static func mayNameGlobalActor(_ attribute: String) -> Bool {
        let last = attribute.lastIndex(of: ".").map { attribute[attribute.index(after: $0)...] } ?? Substring(attribute)
        return last.first?.isUppercase == true
    }

    /// `nonisolated` on the declaration.
    var isNonisolated: Bool {
        modifiers.contains { $0.name.text == "nonisolated" }
    }

    /// An attribute that may name a global actor (`@MainActor`, `@DatabaseActor`): written with a
    /// capital, unlike `@available` or `@preconcurrency` (an extension takes no property wrapper).
    var namesGlobalActor: Bool {
        attributes.contains(where: Self.mayNameGlobalActor)
    }

    /// `public` or `open` on the declaration.
    var isPublic: Bool {
        modifiers.contains { modifier in
            guard modifier.detail == nil else { return false }
            let name = modifier.name.text
            return name == "public" || name == "open"
        }
    }

    /// `private` / `fileprivate` on the declaration (`private(set)` does not count).
    var access: TypeAccess {
        for modifier in modifiers where modifier.detail == nil {
            if modifier.name.text == "private" { return .private }
            if modifier.name.text == "fileprivate" { return .fileprivate }
        }
        return .visible
    }
}
