/// E007: a factory asked for as a plain dependency (it can only be created with a payload).
struct FactoryAsDependencyValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for (index, component) in context.components.enumerated() where component.isRegistrable {
            for (dependency, resolution) in zip(component.dependencies, context.analysis.dependencyResolutions[index]) {
                guard case .factory(let factory) = resolution else { continue }
                found.append(
                    .factoryAsDependency(
                        dependency.typeName, requester: ValidationContext.subject(component),
                        factoryAt: context.registration(factory).location,
                        declaration: ValidationContext.declarationNote(component), at: dependency.location))
            }
        }
        for (usage, resolution) in zip(context.graph.usages, context.analysis.usageResolutions) {
            guard case .factory(let factory) = resolution, let type = usage.typeName else { continue }
            found.append(
                .factoryAsDependency(
                    type, requester: usage.enclosingType.map { "'\($0)'" } ?? "this code",
                    factoryAt: context.registration(factory).location, declaration: nil, at: usage.location))
        }
        return found
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
