/// E018: a component that is not isolated to the main actor whose initialiser needs, eagerly, a
/// component built on the main actor. The dependency's resolver only builds from main-actor code,
/// which the dependent's construction does not run in. A main-actor component may depend on
/// nonisolated ones, and `inject(...)` dependencies of lazy kinds are not checked.
struct IsolationValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        let components = context.components
        let registrations = context.analysis.index.registrations
        // The components main-actor code builds: the provider of each dependency, read in place
        // (copies of the dependent, its registration and the provider retained each of their parts).
        let mainActorProvider = { (target: Int) -> Int? in
            guard let index = registrations[target].componentIndex, components[index].concurrency.isBuiltOnMainActor
            else { return nil }
            return index
        }
        return context.compactMapResolved { item -> [Diagnostic]? in
            let kind = item.component.kind
            guard !kind.isLazy, kind != .configProperty,
                item.component.concurrency.globalActor != ComponentConcurrency.mainActor
            else { return nil }
            let providers = item.resolution.targets.compactMap(mainActorProvider)
            guard !providers.isEmpty else { return nil }
            return providers.map { index in
                .isolationMismatch(item.component, needs: components[index], at: item.dependency.location)
            }
        }.flatMap { $0 }
    }
}

extension DiagnosticID {
    /// A nonisolated initialiser that needs a main-actor component.
    public static let isolationMismatch = DiagnosticID("E018")
}

extension Diagnostic {
    static func isolationMismatch(
        _ dependent: ComponentDeclaration, needs provider: ComponentDeclaration, at location: SourceLocation
    ) -> Diagnostic {
        let subject = ValidationContext.subject(dependent)
        return .error(
            .isolationMismatch,
            "\(subject) \(isolation(of: dependent)) needs main-actor '\(provider.typeName)'; "
                + fix(for: dependent) + ", or take '\(provider.typeName)' lazily (in LazyAutowired's inject(...), or "
                + "with Inject(\(provider.typeName).self) from main-actor code)",
            at: location,
            notes: [DiagnosticNote(provider.concurrency.isolationReason ?? "", at: provider.location)])
    }

    /// `is an actor, but its initialiser`, or `has a nonisolated initialiser, which`.
    private static func isolation(of dependent: ComponentDeclaration) -> String {
        let concurrency = dependent.concurrency
        if concurrency.isActor { return "is an actor, but its initialiser" }
        if let actor = concurrency.globalActor { return "is isolated to @\(actor), but its initialiser" }
        if concurrency.isInitializerNonisolated { return "has a nonisolated initialiser, which" }
        return "is not isolated to the main actor, but its initialiser"
    }

    /// Mark the type (a `Configuration` member's type), drop the initialiser's `nonisolated`, or, for
    /// an actor, make it a main-actor class.
    private static func fix(for dependent: ComponentDeclaration) -> String {
        if dependent.concurrency.isActor { return "make '\(dependent.typeName)' a @MainActor class" }
        if dependent.concurrency.isInitializerNonisolated { return "remove 'nonisolated' from the initialiser" }
        if let member = dependent.configuration { return "mark '\(member.typeName)' @MainActor" }
        return "mark '\(dependent.typeName)' @MainActor"
    }
}
