/// Registrations keyed by their own type and by every supertype they are reachable through.
struct RegistrationIndex {
    let registrations: [Registration]
    private var byType: [String: [Int]] = [:]

    init(components: [ComponentDeclaration], externals: [ExternalRegistration]) {
        var all: [Registration] = []
        for (index, component) in components.enumerated() where component.isRegistrable {
            all.append(
                Registration(
                    origin: .component(index), typeName: component.typeName, qualifier: component.qualifier,
                    scope: component.scope, isLazy: component.kind.isLazy, isFactory: component.kind.isFactory,
                    supertypes: component.supertypes, location: component.location,
                    conditions: component.facts.conditions))
        }
        for (index, external) in externals.enumerated() {
            all.append(
                Registration(
                    origin: .external(index), typeName: external.typeName, qualifier: external.qualifier,
                    scope: external.scope, isLazy: external.isLazy, isFactory: external.isFactory,
                    supertypes: external.links, location: nil, conditions: []))
        }
        registrations = all
        for (index, registration) in all.enumerated() {
            for name in [registration.typeName] + registration.supertypes {
                byType[name, default: []].append(index)
            }
        }
    }

    /// The registrations reachable through `typeName`, in registration order.
    func candidates(for typeName: String) -> [Int] {
        byType[typeName] ?? []
    }
}
