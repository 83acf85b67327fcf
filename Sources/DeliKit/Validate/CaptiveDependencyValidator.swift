/// W101: a singleton or always component that holds a weak-scoped one, keeping it alive for ever.
struct CaptiveDependencyValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        // The holder is read in place: this runs for every resolved dependency.
        context.compactMapResolved { item -> [Diagnostic]? in
            let scope = item.component.scope
            guard scope == .singleton || scope == .always, !item.component.isValueType else { return nil }
            let held = item.resolution.targets.filter { isWeakReference($0, context) }
            guard !held.isEmpty else { return nil }
            return held.map { target in
                .captiveDependency(
                    item.component, held: context.providerName(target), heldAt: context.registration(target).location,
                    at: item.dependency.location)
            }
        }.flatMap { $0 }
    }

    /// Reads the registration's fields in place: this runs for every resolved dependency, and a copy
    /// of the registration retained and released each of its parts.
    private func isWeakReference(_ target: Int, _ context: ValidationContext) -> Bool {
        let registrations = context.analysis.index.registrations
        guard registrations[target].scope == .weak else { return false }
        return registrations[target].componentIndex.map { !context.components[$0].isValueType } ?? true
    }
}

extension DiagnosticID {
    /// A long-lived component holding a weak-scoped one.
    public static let captiveDependency = DiagnosticID("W101")
}

extension Diagnostic {
    static func captiveDependency(
        _ holder: ComponentDeclaration, held: String, heldAt: SourceLocation?, at location: SourceLocation
    ) -> Diagnostic {
        .warning(
            .captiveDependency,
            "\(holder.scope.rawValue) '\(holder.typeName)' holds weak-scoped '\(held)', which then lives as long as "
                + "'\(holder.typeName)'; make '\(held)' a singleton, or '\(holder.typeName)' weak or prototype",
            at: location, notes: [DiagnosticNote("'\(held)' is declared weak here", at: heldAt)])
    }
}
