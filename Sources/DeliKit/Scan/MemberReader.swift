import SwiftSyntax

/// Reads the members of one type body that matter to Deli: `qualifier`, `scope`, `target`,
/// initialisers, `inject(...)`, typealiases, stored fields and `Config(...)` members.
struct MemberReader {
    let locator: SyntaxLocator

    /// Adds the direct members of `members` (including those inside `#if` clauses) to `type`.
    func read(_ members: MemberBlockItemListSyntax, into type: inout TypeDeclaration) {
        read(members, into: &type, conditions: [])
    }

    /// The members, inside the `#if` clauses `conditions` of the type's body; an initialiser or
    /// `inject(...)` keeps them, so that one per clause of a block counts as alternatives.
    private func read(
        _ members: MemberBlockItemListSyntax, into type: inout TypeDeclaration, conditions: [BranchCondition]
    ) {
        for member in members {
            read(member.decl, into: &type, conditions: conditions)
        }
    }

    private func read(_ decl: DeclSyntax, into type: inout TypeDeclaration, conditions: [BranchCondition]) {
        if let variable = decl.as(VariableDeclSyntax.self) {
            readVariable(variable, into: &type, conditions: conditions)
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            var function = ParameterReader.function(
                initializer.signature.parameterClause, modifiers: initializer.modifiers,
                at: locator.location(of: initializer.initKeyword), locator: locator)
            function.isFailable = initializer.optionalMark != nil
            let effects = initializer.signature.effectSpecifiers
            function.isAsync = effects?.asyncSpecifier != nil
            function.isThrowing = effects?.throwsClause != nil
            function.attributes = TypeShape.names(of: initializer.attributes)
            function.isUnavailable = AvailabilityReader.isUnavailable(initializer.attributes)
            noteAttributesInClauses(initializer.attributes, into: &type)
            function.isInaccessible = function.isInaccessible || Self.hidesMembers(type)
            function.conditions = conditions
            type.initializers.append(
                GenericParameterReader.reading(
                    function, generics: initializer.genericParameterClause,
                    whereClause: initializer.genericWhereClause))
        } else if let function = decl.as(FunctionDeclSyntax.self), function.name.text == "inject" {
            var inject = ParameterReader.function(
                function.signature.parameterClause, modifiers: function.modifiers,
                at: locator.location(of: function.name), locator: locator)
            inject.attributes = TypeShape.names(of: function.attributes)
            inject.isUnavailable = AvailabilityReader.isUnavailable(function.attributes)
            noteAttributesInClauses(function.attributes, into: &type)
            inject.isInaccessible = inject.isInaccessible || Self.hidesMembers(type)
            inject.conditions = conditions
            type.injectMethods.append(
                GenericParameterReader.reading(
                    inject, generics: function.genericParameterClause, whereClause: function.genericWhereClause))
        } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
            type.typeAliases[TypeText.withoutBackticks(alias.name.text)] = TypeText.of(alias.initializer.value)
        } else if let block = decl.as(IfConfigDeclSyntax.self) {
            for (clause, condition) in IfConfigClauses(block, locator: locator) {
                if case .decls(let members) = clause.elements {
                    read(members, into: &type, conditions: conditions + [condition])
                }
            }
        }
    }

    /// The attributes an initialiser or `inject(...)` has inside `#if` (see ``ConditionalAttributeReader``).
    private func noteAttributesInClauses(_ attributes: AttributeListSyntax, into type: inout TypeDeclaration) {
        let found = ConditionalAttributeReader.attributes(in: attributes, locator: locator)
        if !found.isEmpty { type.valuesInClauses.merge(found) { first, _ in first } }
    }

    /// A `private` or `fileprivate` extension: its members are at most `fileprivate`, so the
    /// generated factory (another file) cannot call them.
    private static func hidesMembers(_ type: TypeDeclaration) -> Bool {
        type.kind == .extension && type.access != .visible
    }

    private func readVariable(
        _ variable: VariableDeclSyntax, into type: inout TypeDeclaration, conditions: [BranchCondition]
    ) {
        let isStatic = variable.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        for binding in variable.bindings {
            guard let token = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
            // A backticked name (`default`) is the word itself: the property's path and its label.
            let name = token.identifier?.name ?? token.text
            if !isStatic, let value = declaredValue(of: binding) {
                if !conditions.isEmpty, ["qualifier", "scope", "target"].contains(name),
                    type.valuesInClauses[name] == nil
                {
                    type.valuesInClauses[name] = value.location
                }
                switch name {
                case "qualifier": type.qualifier = value
                case "scope": type.scope = value
                case "target": type.target = value
                default: break
                }
            }
            if var call = ConfigCallReader(locator: locator).read(binding, name: name) {
                call.conditions = conditions
                type.configCalls.append(call)
            }
            if let annotation = binding.typeAnnotation, isStored(binding) {
                let typeText = TypeText.of(annotation.type)
                let isOptionalVar =
                    variable.bindingSpecifier.text == "var" && TypeText.optionalWrapped(typeText) != nil
                type.storedProperties.append(
                    StoredPropertyDeclaration(
                        name: name, typeText: typeText, isStatic: isStatic,
                        needsInitialValue: binding.initializer == nil && variable.attributes.isEmpty && !isOptionalVar,
                        isFixed: variable.bindingSpecifier.tokenKind == .keyword(.let) && binding.initializer != nil,
                        hasInitialValue: binding.initializer != nil, isInaccessible: hides(variable, setter: false),
                        isSetterInaccessible: hides(variable, setter: true),
                        location: locator.location(of: binding.pattern)))
            }
        }
    }

    /// Whether a `private`/`fileprivate` modifier hides the property (`setter`: one with `(set)`).
    private func hides(_ variable: VariableDeclSyntax, setter: Bool) -> Bool {
        variable.modifiers.contains { modifier in
            ["private", "fileprivate"].contains(modifier.name.text) && (modifier.detail != nil) == setter
        }
    }

    /// The initial value or the getter's returned expression, located at that expression.
    private func declaredValue(of binding: PatternBindingSyntax) -> LocatedValue? {
        if let value = binding.initializer?.value {
            return LocatedValue(LiteralReader.value(of: value), at: locator.location(of: value))
        }
        guard let block = binding.accessorBlock else { return nil }
        let body: CodeBlockItemListSyntax?
        switch block.accessors {
        case .getter(let items):
            body = items
        case .accessors(let accessors):
            // A protocol requirement (`{ get }`) declares no value.
            guard accessors.contains(where: { $0.body != nil }) else { return nil }
            body = accessors.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        }
        guard let body, let expression = LiteralReader.value(ofGetter: body) else {
            return LocatedValue(.expression("{ … }"), at: locator.location(of: block))
        }
        return LocatedValue(LiteralReader.value(of: expression), at: locator.location(of: expression))
    }

    private func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let block = binding.accessorBlock else { return true }
        guard case .accessors(let accessors) = block.accessors else { return false }
        return accessors.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }
}
