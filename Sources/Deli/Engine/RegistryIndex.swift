/// The lookup table of a context, rebuilt whenever modules or registrations change.
///
/// For every type it lists the candidates in resolution order: module by module (in module
/// order), first the registrations of exactly that type, then those linked to it, each group in
/// registration order.
struct RegistryIndex {
    let candidates: [ObjectIdentifier: [Registration]]

    init(modules: [ModuleFactory]) {
        var candidates: [ObjectIdentifier: [Registration]] = [:]
        for module in modules {
            for registration in module.registrations {
                candidates[registration.typeID, default: []].append(registration)
            }
            for registration in module.registrations {
                guard let first = registration.firstLink else { continue }
                candidates[ObjectIdentifier(first), default: []].append(registration)
                for link in registration.otherLinks {
                    candidates[ObjectIdentifier(link), default: []].append(registration)
                }
            }
        }
        self.candidates = candidates
    }

    /// `"Type"` and `"Module.Type"` names of every registered and linked type (built only when a
    /// class-name lookup needs it: making names is slow).
    static func typesByName(in modules: [ModuleFactory]) -> [String: ObjectIdentifier] {
        var names: [String: ObjectIdentifier] = [:]
        for module in modules {
            for registration in module.registrations {
                for type in [registration.type] + registration.links {
                    addNames(String(describing: type), String(reflecting: type), ObjectIdentifier(type), to: &names)
                }
            }
        }
        return names
    }

    /// The candidates for one type in an explicit list of modules (for `.custom` roles).
    static func candidates(for type: ObjectIdentifier, in modules: [ModuleFactory]) -> [Registration] {
        var result: [Registration] = []
        for module in modules {
            result += module.registrations.filter { $0.typeID == type }
            result += module.registrations.filter { $0.isLinked(to: type) }
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
