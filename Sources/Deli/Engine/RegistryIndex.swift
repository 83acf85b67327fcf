/// The lookup table of a context, rebuilt whenever modules or registrations change.
///
/// For every type it lists the candidates in resolution order: module by module (in module
/// order), first the registrations of exactly that type, then those linked to it, each group in
/// registration order.
struct RegistryIndex {
    let candidates: [ObjectIdentifier: [Registration]]
    /// `"Type"` and `"Module.Type"` names of registered and linked types.
    let typesByName: [String: ObjectIdentifier]

    init(modules: [ModuleFactory]) {
        var candidates: [ObjectIdentifier: [Registration]] = [:]
        var names: [String: ObjectIdentifier] = [:]
        for module in modules {
            for registration in module.registrations {
                candidates[registration.typeID, default: []].append(registration)
                Self.addNames(registration.typeName, registration.fullTypeName, registration.typeID, to: &names)
            }
            for registration in module.registrations {
                for link in registration.links {
                    candidates[ObjectIdentifier(link), default: []].append(registration)
                    Self.addNames(
                        String(describing: link), String(reflecting: link), ObjectIdentifier(link), to: &names)
                }
            }
        }
        self.candidates = candidates
        self.typesByName = names
    }

    /// The candidates for one type in an explicit list of modules (for `.custom` roles).
    static func candidates(for type: ObjectIdentifier, in modules: [ModuleFactory]) -> [Registration] {
        var result: [Registration] = []
        for module in modules {
            result += module.registrations.filter { $0.typeID == type }
            result += module.registrations.filter { $0.links.contains { ObjectIdentifier($0) == type } }
        }
        return result
    }

    private static func addNames(
        _ short: String, _ full: String, _ type: ObjectIdentifier, to names: inout [String: ObjectIdentifier]
    ) {
        if names[full] == nil { names[full] = type }
        if names[short] == nil { names[short] = type }
    }
}
