/// E004: the same type registered twice with the same qualifier.
struct DuplicateRegistrationValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        var seen: [String: [ComponentDeclaration]] = [:]
        var found: [Diagnostic] = []
        let registrable = context.components.filter(\.isRegistrable).sorted { $0.location < $1.location }
        for component in registrable {
            let key = "\(component.typeName)\u{0}\(component.qualifier)"
            let earlier = seen[key, default: []].first {
                !BranchCondition.areExclusive($0.facts.conditions, component.facts.conditions)
            }
            if let earlier {
                found.append(.duplicateRegistration(component, first: earlier.location))
            }
            seen[key, default: []].append(component)
        }
        return found
    }
}

extension DiagnosticID {
    /// A type and qualifier registered twice.
    public static let duplicateRegistration = DiagnosticID("E004")
}

extension Diagnostic {
    static func duplicateRegistration(_ component: ComponentDeclaration, first: SourceLocation) -> Diagnostic {
        let qualified =
            component.qualifier.isEmpty
            ? "without a qualifier; give one of them a qualifier"
            : "with qualifier '\(component.qualifier)'; give one of them another qualifier"
        return .error(
            .duplicateRegistration, "'\(component.typeName)' is already registered \(qualified)",
            at: component.location, notes: [DiagnosticNote("first registration here", at: first)])
    }
}
