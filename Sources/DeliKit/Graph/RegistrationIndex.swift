/// Registrations keyed by their own type and by every supertype they are reachable through.
struct RegistrationIndex: Sendable {
    let registrations: [Registration]
    private var byType: [String: [Int]] = [:]

    init(components: [ComponentDeclaration], externals: [ExternalRegistration]) {
        let own = components.enumerated().filter { $0.element.isRegistrable }.map { index, component in
            Registration(
                origin: .component(index), typeName: component.typeName, qualifier: component.qualifier,
                scope: component.scope, isLazy: component.kind.isLazy, isFactory: component.kind.isFactory,
                supertypes: component.supertypes, location: component.location, conditions: component.facts.conditions)
        }
        let others = externals.enumerated().map { index, external in
            Registration(
                origin: .external(index), typeName: external.typeName, qualifier: external.qualifier,
                scope: external.scope, isLazy: external.isLazy, isFactory: external.isFactory,
                supertypes: external.links, location: nil, conditions: [])
        }
        registrations = others.isEmpty ? own : own + others
        // Sized for one name per registration, and each name added without a list of names.
        byType.reserveCapacity(registrations.count)
        for (index, registration) in registrations.enumerated() {
            byType[registration.typeName, default: []].append(index)
            for name in registration.supertypes { byType[name, default: []].append(index) }
        }
    }

    /// The registrations reachable through `typeName`, in registration order.
    func candidates(for typeName: String) -> [Int] {
        byType[typeName] ?? []
    }
}
