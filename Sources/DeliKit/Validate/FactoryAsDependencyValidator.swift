/// E007: a factory asked for as a plain dependency (it can only be created with a payload).
struct FactoryAsDependencyValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        let fromComponents = context.compactMapResolved { item -> Diagnostic? in
            guard case .factory(let factory) = item.resolution else { return nil }
            return .factoryAsDependency(
                item.dependency.typeName, requester: ValidationContext.subject(item.component),
                factoryAt: context.registration(factory).location,
                declaration: ValidationContext.declarationNote(item.component), at: item.dependency.location)
        }
        let fromUsages = context.resolvedUsages.compactMap { usage, type, resolution -> Diagnostic? in
            guard case .factory(let factory) = resolution else { return nil }
            return .factoryAsDependency(
                type, requester: usage.enclosingType.map { "'\($0)'" } ?? "this code",
                factoryAt: context.registration(factory).location, declaration: nil, at: usage.location)
        }
        return fromComponents + fromUsages
    }
}

extension DiagnosticID {
    /// A factory used as a plain dependency.
    public static let factoryAsDependency = DiagnosticID("E007")
}

extension Diagnostic {
    static func factoryAsDependency(
        _ type: String, requester: String, factoryAt factory: SourceLocation?, declaration: DiagnosticNote?,
        at location: SourceLocation
    ) -> Diagnostic {
        .error(
            .factoryAsDependency,
            "'\(type)' is a factory and needs a payload, so \(requester) cannot take it as a dependency; "
                + "create it with Inject(\(type).self, with: ...) instead",
            at: location,
            notes: [DiagnosticNote("factory declared here", at: factory)] + [declaration].compactMap { $0 })
    }
}
