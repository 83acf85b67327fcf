/// The messages with which the runtime stops the program, and the stop itself.
///
/// Every message names what was asked for, the modules searched (in order, with priorities) and
/// the fix. Tests assert these exact texts.
enum DeliFailure {
    /// Stops the program with `message`.
    static func stop(_ message: String) -> Never {
        fatalError(message)
    }

    /// Nothing is registered for a type and qualifier.
    static func missing(
        _ type: Any.Type, qualifier: String, otherQualifiers: [String], isFactory: Bool, modules: [LoadedModule]
    ) -> String {
        let name = "'\(type)'"
        var lines = ["Deli: cannot resolve \(name) (\(describe(qualifier: qualifier))): nothing is registered for it."]
        lines.append(searched(modules))
        if isFactory {
            lines.append("'\(type)' is a factory: ask for it with a payload, e.g. Inject(\(type).self, with: ...).")
        } else if !otherQualifiers.isEmpty {
            let list = otherQualifiers.map { $0.isEmpty ? "no qualifier" : "\"\($0)\"" }.joined(separator: ", ")
            lines.append("Registered for \(name): \(list).")
        }
        lines.append(
            "Fix: register \(name) with \(describe(qualifier: qualifier)) (a Component, Autowired, LazyAutowired or "
                + "Configuration member), link an implementation to it, or load the module that provides it."
        )
        return lines.joined(separator: "\n")
    }

    /// A cycle made of components that are all built by their initialiser.
    static func cycle(_ chain: [Registration], modules: [LoadedModule]) -> String {
        let names = chain.map { $0.qualifier.isEmpty ? $0.typeName : "\($0.typeName) (\"\($0.qualifier)\")" }
        return [
            "Deli: circular dependency \(names.joined(separator: " -> ")).",
            searched(modules),
            "Fix: make one type of the cycle LazyAutowired (init() plus inject(...) taking the dependency that "
                + "closes the cycle), so it is created before its dependencies are injected.",
        ].joined(separator: "\n")
    }

    /// Lazy prototypes that keep creating each other.
    static func endlessLazyPrototypes(_ registration: Registration, modules: [LoadedModule]) -> String {
        [
            "Deli: lazy injection of '\(registration.typeName)' did not settle after \(AppContext.injectionLimit) "
                + "injections: lazy prototypes keep creating each other.",
            searched(modules),
            "Fix: give one type of the cycle the scope .singleton, so the cycle closes on an existing object.",
        ].joined(separator: "\n")
    }

    /// A property that is missing, malformed or not convertible.
    static func property(_ path: String, as type: Any.Type, value: Any?, modules: [LoadedModule]) -> String {
        let problem: String
        let fix: String
        if PropertyPath.parse(path) == nil {
            problem = "Deli: property path \"\(path)\" is malformed."
            fix = "Fix: write the path as a.b, a[0], a['k'] or a[\"k\"] (or a mix of them)."
        } else if let value {
            problem = "Deli: property \"\(path)\" is \(value), which is not a valid \(type)."
            fix = "Fix: change the value of \"\(path)\" in the property files to a valid \(type)."
        } else {
            problem = "Deli: property \"\(path)\" (\(type)) is missing."
            fix =
                "Fix: add \"\(path)\" to the property files of the selected profile and run `deli build` again, "
                + "or call AppContext.loadProperty(_:) before resolving."
        }
        return [problem, searched(modules), fix].joined(separator: "\n")
    }

    static func describe(qualifier: String) -> String {
        qualifier.isEmpty ? "no qualifier" : "qualifier \"\(qualifier)\""
    }

    static func searched(_ modules: [LoadedModule]) -> String {
        guard !modules.isEmpty else { return "Modules searched, in order: none (no module is loaded)." }
        // Modules of one class name (every target's `DeliFactory`) are told apart by their module.
        let names = modules.map { String(describing: type(of: $0.module)) }
        let list = modules.indices.map { index in
            let isShared = names.count { $0 == names[index] } > 1
            let name = isShared ? String(reflecting: type(of: modules[index].module)) : names[index]
            return "\(name) (priority \(modules[index].priority))"
        }
        return "Modules searched, in order: \(list.joined(separator: ", "))."
    }
}
