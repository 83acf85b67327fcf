/// E018: a component that is not isolated to the main actor whose initialiser needs, eagerly, a
/// component built on the main actor. The dependency's resolver only builds from main-actor code,
/// which the dependent's construction does not run in. A main-actor component may depend on
/// nonisolated ones, and `inject(...)` dependencies of lazy kinds are not checked.
struct IsolationValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        context.compactMapResolved { item -> [Diagnostic]? in
            let dependent = item.component
            guard !dependent.kind.isLazy, dependent.kind != .configProperty,
                dependent.concurrency.globalActor != ComponentConcurrency.mainActor
            else { return nil }
            return item.resolution.targets.compactMap { target in
                guard let index = context.registration(target).componentIndex else { return nil }
                let provider = context.components[index]
                guard provider.concurrency.isBuiltOnMainActor else { return nil }
                return .isolationMismatch(dependent, needs: provider, at: item.dependency.location)
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
        let isolation =
            dependent.concurrency.isActor
            ? "an actor"
            : dependent.concurrency.globalActor.map { "isolated to @\($0)" } ?? "not isolated to the main actor"
        return .error(
            .isolationMismatch,
            "\(subject) is \(isolation), but its initialiser needs main-actor '\(provider.typeName)'; "
                + (dependent.concurrency.isActor ? "make \(subject) a @MainActor class" : "mark \(subject) @MainActor")
                + ", or take '\(provider.typeName)' lazily (in LazyAutowired's inject(...), or "
                + "with Inject(\(provider.typeName).self) from main-actor code)",
            at: location,
            notes: [DiagnosticNote(provider.concurrency.isolationReason ?? "", at: provider.location)])
    }
}
