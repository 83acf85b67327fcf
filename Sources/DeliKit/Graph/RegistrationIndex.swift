/// Registrations keyed by their own type and by every supertype they are reachable through.
struct RegistrationIndex: Sendable {
    let registrations: [Registration]
    private var byType: [String: [Int]] = [:]

    init(components: [ComponentDeclaration], externals: [ExternalRegistration]) {
        // By index: filtering the enumerated list first made a list of pairs.
        let own = components.indices.filter { components[$0].isRegistrable }.map { index in
            Registration(
                origin: .component(index), typeName: components[index].typeName,
                qualifier: components[index].qualifier, scope: components[index].scope,
                isLazy: components[index].kind.isLazy, isFactory: components[index].kind.isFactory,
                supertypes: components[index].supertypes, location: components[index].location,
                conditions: components[index].facts.conditions)
        }
        let others = externals.enumerated().map { index, external in
            Registration(
                origin: .external(index), typeName: external.typeName, qualifier: external.qualifier,
                scope: external.scope, isLazy: external.isLazy, isFactory: external.isFactory,
                supertypes: external.links, location: nil, conditions: [])
        }
        registrations = others.isEmpty ? own : own + others
        // Sized for one name per registration, and each name added without a list of names. The
        // registrations are read in place: iterating the list copied each one, retaining its parts.
        byType.reserveCapacity(registrations.count)
        for index in registrations.indices {
            byType[registrations[index].typeName, default: []].append(index)
            for name in registrations[index].supertypes { byType[name, default: []].append(index) }
        }
    }

    /// The registrations reachable through `typeName`, in registration order.
    func candidates(for typeName: String) -> [Int] {
        byType[typeName] ?? []
    }
}
