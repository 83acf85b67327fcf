/// E011: a private, fileprivate or generic type that conforms to a Deli protocol, one nested in a
/// type that is (see ``EnclosingRestriction``), or one declared in a function body.
struct TypeVisibilityValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        var reported: Set<String> = []
        let registered = context.components.compactMap { component -> Diagnostic? in
            // Most components are fine: their name and location are not even read.
            let enclosing = component.facts.enclosingRestriction
            guard let problem = enclosing == nil ? Self.problem(component.facts) : "" else { return nil }
            let name = component.configuration?.typeName ?? component.typeName
            guard reported.insert(name).inserted else { return nil }
            let location = component.facts.configurationLocation ?? component.location
            if let enclosing { return .invisibleEnclosingType(name, enclosing: enclosing, at: location) }
            return .invisibleType(name, problem: problem, at: location)
        }
        return registered + Self.localTypes(context)
    }

    /// Types declared in function bodies that conform to a Deli protocol.
    private static func localTypes(_ context: ValidationContext) -> [Diagnostic] {
        context.analysis.localComponents.map { found in
            .localType(found.type.name, conformingTo: found.marker, at: found.type.location)
        }
    }

    private static func problem(_ facts: ComponentFacts) -> String? {
        switch facts.access {
        case .private: return "private"
        case .fileprivate: return "fileprivate"
        case .visible: return facts.isGeneric ? "generic" : nil
        }
    }
}

extension DiagnosticID {
    /// A conforming type that the generated factory cannot register.
    public static let invisibleType = DiagnosticID("E011")
}

extension Diagnostic {
    static func invisibleType(_ name: String, problem: String, at location: SourceLocation) -> Diagnostic {
        let fix =
            problem == "generic"
            ? "register a concrete type instead (a non-generic subclass, or a Config member)"
            : "make it internal or public"
        return .error(
            .invisibleType, "'\(name)' is \(problem), so the generated factory cannot register it; \(fix)",
            at: location)
    }
}

extension Diagnostic {
    static func invisibleEnclosingType(
        _ name: String, enclosing: EnclosingRestriction, at location: SourceLocation
    ) -> Diagnostic {
        let fix =
            enclosing.problem == "generic"
            ? "declare it outside '\(enclosing.typeName)'"
            : "make '\(enclosing.typeName)' internal or public"
        return .error(
            .invisibleType,
            "'\(name)' is nested in \(enclosing.problem) '\(enclosing.typeName)', so the generated factory cannot "
                + "register it; \(fix)",
            at: location)
    }
}

extension Diagnostic {
    static func localType(_ name: String, conformingTo marker: String, at location: SourceLocation) -> Diagnostic {
        .error(
            .invisibleType,
            "'\(name)' conforms to '\(marker)' but is declared inside a function or a property's accessor, so the generated "
                + "factory cannot register it; declare it at file level or inside a type",
            at: location)
    }
}
