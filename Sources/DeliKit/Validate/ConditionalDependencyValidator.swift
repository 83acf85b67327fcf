/// W110: a component needs a dependency whose only implementations are compiled under `#if`
/// clauses the component itself is not in.
///
/// The checks see every clause of every `#if` at once; the generated registration carries the same
/// clauses as its declaration. So in a build where those clauses are off, the dependency is
/// missing (and the generated resolver names a type that does not exist), which no check can see
/// without compiling each combination. This says so. A dependency is covered when one
/// implementation is compiled whenever the component is (its clauses are among the component's, or
/// written the same way), or when implementations sit in every clause of one `#if` block that ends
/// with `#else`.
struct ConditionalDependencyValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        context.compactMapResolved { item -> Diagnostic? in
            guard case .found(let chosen) = item.resolution, let first = chosen.first, !item.dependency.isArray
            else { return nil }
            // An implementation compiled whenever the component is: nothing to check (most of them).
            // Its conditions are read in place: a copy of the registration retained each of its parts.
            let type = item.dependency.typeName
            let chosenConditions = Self.conditions(of: first, via: type, context)
            guard !chosenConditions.isEmpty else { return nil }
            let outer = item.component.facts.conditions
            let extra = chosenConditions.filter { !Self.contains(outer, $0) }
            guard !extra.isEmpty else { return nil }
            let registration = context.registration(first)
            let all = context.analysis.index.candidates(for: type)
            var candidates = all.filter { context.registration($0).qualifier == item.dependency.qualifier }
            // Without a qualifier, a lookup falls back to any qualified implementation (Deli 0.9's rule).
            if candidates.isEmpty, item.dependency.qualifier.isEmpty { candidates = all }
            let conditions = candidates.map { Self.conditions(of: $0, via: type, context) }
            guard !Self.isCovered(conditions, within: outer) else { return nil }
            return .conditionalDependency(
                item.dependency.typeName, clauses: extra.map(Self.describe),
                requester: ValidationContext.subject(item.component),
                notes: [DiagnosticNote("'\(registration.typeName)' is declared here", at: registration.location)],
                at: item.dependency.location)
        }
    }

    /// The clauses registration `index` is compiled under, and those of its link to `type` when
    /// only an extension inside `#if` adds that supertype.
    private static func conditions(of index: Int, via type: String, _ context: ValidationContext) -> [BranchCondition] {
        let registrations = context.analysis.index.registrations
        let components = context.components
        // Most components have no link under `#if`: the type is not hashed to find none.
        guard let component = registrations[index].componentIndex, !components[component].facts.linkConditions.isEmpty,
            let link = components[component].facts.linkConditions[type]
        else { return registrations[index].conditions }
        return registrations[index].conditions + link
    }

    /// True when the implementations with these `conditions` provide the type in every build that
    /// compiles code under `outer`.
    static func isCovered(_ conditions: [[BranchCondition]], within outer: [BranchCondition]) -> Bool {
        let relative = conditions.map { $0.filter { !contains(outer, $0) } }
        if relative.contains(where: \.isEmpty) { return true }
        let single = relative.compactMap { $0.count == 1 ? $0[0] : nil }
        for block in Set(single.map(\.block)) {
            let clauses = single.filter { $0.block == block }
            guard let last = clauses.max(by: { $0.clause < $1.clause }), last.directives.last == "#else" else {
                continue
            }
            if Set(clauses.map(\.clause)) == Set(0...last.clause) { return true }
        }
        return false
    }

    /// `'#if DEBUG'`, or `'#elseif DEBUG' of '#if os(Linux)'` for a later clause.
    static func describe(_ condition: BranchCondition) -> String {
        guard let last = condition.directives.last, let first = condition.directives.first else { return "'#if'" }
        return condition.directives.count == 1 ? "'\(first)'" : "'\(last)' of '\(first)'"
    }

    /// True when `condition` holds wherever all of `conditions` do: one of them is the same clause,
    /// or a clause whose directives are written the same way (a separate `#if DEBUG` block, in the
    /// same file or another, means the same as this one).
    private static func contains(_ conditions: [BranchCondition], _ condition: BranchCondition) -> Bool {
        conditions.contains {
            ($0.block == condition.block && $0.clause == condition.clause)
                || (!condition.directives.isEmpty && $0.directives == condition.directives)
        }
    }
}

extension DiagnosticID {
    /// A dependency is implemented only under `#if` clauses its dependent is not in.
    public static let conditionalDependency = DiagnosticID("W110")
}

extension Diagnostic {
    static func conditionalDependency(
        _ type: String, clauses: [String], requester: String, notes: [DiagnosticNote], at location: SourceLocation
    ) -> Diagnostic {
        .warning(
            .conditionalDependency,
            "'\(type)' is implemented only under \(clauses.joined(separator: " inside ")), but \(requester) is compiled without that condition; "
                + "deli checks every '#if' clause at once and cannot check the builds where it is off; "
                + "put \(requester) under the same condition or provide '\(type)' in every build",
            at: location, notes: notes)
    }
}
