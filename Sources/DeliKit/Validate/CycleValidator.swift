/// E003: a dependency cycle that no lazy component breaks.
struct CycleValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        let components = context.components
        let graph = context.graph
        return CycleFinder.cycles(count: components.count, edges: graph.edges, order: graph.order).compactMap { path in
            guard let first = path.first else { return nil }
            let chain = path.map { components[$0.from].typeName } + [components[first.from].typeName]
            let notes = path.map { edge in
                DiagnosticNote.cycleStep(
                    components[edge.from].typeName, dependsOn: components[edge.to].typeName,
                    at: components[edge.from].dependencies[edge.dependency].location)
            }
            return .dependencyCycle(chain, notes: notes, at: components[first.from].location)
        }
    }
}

extension DiagnosticID {
    /// A cycle made only of non-lazy components.
    public static let dependencyCycle = DiagnosticID("E003")
}

extension Diagnostic {
    static func dependencyCycle(_ chain: [String], notes: [DiagnosticNote], at location: SourceLocation) -> Diagnostic {
        .error(
            .dependencyCycle,
            "dependency cycle \(chain.joined(separator: " -> ")); make one of them LazyAutowired so that it "
                + "receives its dependencies in inject(...) after creation",
            at: location, notes: notes)
    }
}

extension DiagnosticNote {
    static func cycleStep(_ type: String, dependsOn target: String, at location: SourceLocation) -> DiagnosticNote {
        DiagnosticNote("'\(type)' depends on '\(target)' here", at: location)
    }
}
