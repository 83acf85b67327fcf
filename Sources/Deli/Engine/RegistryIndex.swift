/// The lookup table of a context, filled type by type and dropped whenever modules or
/// registrations change.
///
/// For a type it lists the candidates in resolution order: module by module (in module order),
/// first the registrations of exactly that type, then those linked to it, each group in
/// registration order. Filling it for a type reads each module's `TypeBuckets`; no registration
/// object is made.
struct RegistryIndex {
    private var lists: [ObjectIdentifier: [Candidate]] = [:]

    /// The candidates for `type` among the loaded modules (in resolution order).
    mutating func candidates(for type: ObjectIdentifier, in loaded: [LoadedModule]) -> [Candidate] {
        if let known = lists[type] { return known }
        let list = Self.candidates(for: type, in: loaded.lazy.map(\.module))
        lists[type] = list
        return list
    }

    /// The candidates for one type in `modules`, in resolution order.
    static func candidates(for type: ObjectIdentifier, in modules: some Sequence<ModuleFactory>) -> [Candidate] {
        var list: [Candidate] = []
        for module in modules {
            _ = module.registrationList.forEach(reachableAs: type) { position, _ in
                list.append(Candidate(module: module, position: position))
                return false
            }
        }
        return list
    }

    /// `"Type"` and `"Module.Type"` names of every registered and linked type (built only when a
    /// class-name lookup needs it: making names is slow).
    static func typesByName(in modules: [ModuleFactory]) -> [String: ObjectIdentifier] {
        var names: [String: ObjectIdentifier] = [:]
        for module in modules {
            for entry in module.registrationList.entries {
                for type in [entry.type] + entry.links {
                    addNames(String(describing: type), String(reflecting: type), ObjectIdentifier(type), to: &names)
                }
            }
        }
        return names
    }

    private static func addNames(
        _ short: String, _ full: String, _ type: ObjectIdentifier, to names: inout [String: ObjectIdentifier]
    ) {
        if names[full] == nil { names[full] = type }
        if names[short] == nil { names[short] = type }
    }
}
