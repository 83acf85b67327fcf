/// Turns each `Config(...)` member of a `Configuration` type into a registration. A member is
/// created through the registered configuration instance, so it depends on that instance first.
struct ConfigurationMemberBuilder {
    let builder: ComponentBuilder

    func members(of type: TypeDeclaration, declarations: [TypeDeclaration]) -> [ComponentDeclaration] {
        declarations.flatMap(\.configCalls).map { member(of: type, call: $0) }
    }

    private func member(of type: TypeDeclaration, call: ConfigCallDeclaration) -> ComponentDeclaration {
        var facts = builder.baseFacts(type, supertypes: [])
        facts.qualifier = call.qualifier
        facts.scope = call.scope
        facts.target = nil
        facts.configCall = call
        // A member inside `#if` is registered under its clauses, inside the configuration's own.
        facts.conditions += call.conditions
        facts.configurationLocation = type.location
        let created = call.createdType.map { builder.catalog.resolveType($0, from: type.name).name } ?? ""
        let dependencies = zip(call.dependencyTypes, call.dependencyLocations).map { text, location in
            let resolved = builder.catalog.resolveType(text, from: type.name)
            return DependencyDeclaration(
                label: nil, typeName: resolved.name, isArray: resolved.isArray, qualifier: "", qualifierBy: nil,
                location: location)
        }
        let instance = DependencyDeclaration(
            label: nil, typeName: type.name, isArray: false, qualifier: "", qualifierBy: nil, location: call.location)
        let createdKind = builder.catalog.firstPrimary(named: created)?.kind
        var member = ComponentDeclaration(
            kind: .configMember, typeName: created, qualifier: ComponentBuilder.qualifier(call.qualifier),
            scope: ComponentBuilder.scope(call.scope), isValueType: createdKind?.isValueType ?? false,
            location: call.location,
            supertypes: ComponentBuilder.links(builder.conformances.supertypes(of: created)),
            dependencies: [instance] + dependencies,
            configuration: ConfigurationMember(typeName: type.name, memberName: call.memberName), facts: facts)
        member.concurrency = memberConcurrency(of: type)
        return member
    }

    /// A member is a stored property of the configuration: it is read in the configuration's
    /// isolation (a member of a `@MainActor` configuration is built on the main actor).
    private func memberConcurrency(of type: TypeDeclaration) -> ComponentConcurrency {
        let supertypes = builder.conformances.supertypes(of: type.name, declaredBy: type)
        return builder.isolation.concurrency(of: type, supertypes: supertypes, initializer: nil)
    }
}
