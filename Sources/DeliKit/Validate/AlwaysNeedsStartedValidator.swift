/// E021: an `always` component that needs, directly or through synchronous components, one that
/// `start()` builds. Loading builds `always` components, and loading comes before `start()`: no
/// order of calls can build it.
struct AlwaysNeedsStartedValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        let components = context.components
        return components.indices.sparseFlatMap { index -> [Diagnostic] in
            let component = components[index]
            guard component.isRegistrable, component.scope == .always, !component.concurrency.isBuiltAtStart
            else { return [] }
            return firstEdges(from: index, in: context.graph).compactMap { edge, started in
                let dependency = component.dependencies[edge.dependency]
                let through = edge.to == started ? nil : components[edge.to].typeName
                return .alwaysNeedsStarted(
                    component, started: components[started], through: through, at: dependency.location)
            }
        }
    }

    /// For each dependency edge of `start` (one per dependency), the first component built by
    /// `start()` reached through it, walking only synchronous components.
    private func firstEdges(from start: Int, in graph: DependencyGraph) -> [(GraphEdge, Int)] {
        var reported: Set<Int> = []
        return graph.edges[start].compactMap { edge -> (GraphEdge, Int)? in
            guard !reported.contains(edge.dependency), let started = firstStarted(from: edge.to, in: graph) else {
                return nil
            }
            reported.insert(edge.dependency)
            return (edge, started)
        }
    }

    private func firstStarted(from first: Int, in graph: DependencyGraph) -> Int? {
        var seen: Set<Int> = []
        var queue = [first]
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next).inserted else { continue }
            if graph.components[next].concurrency.isBuiltAtStart { return next }
            queue += graph.edges[next].map { $0.to }
        }
        return nil
    }
}

extension DiagnosticID {
    /// An `always` component that needs a component `start()` builds.
    public static let alwaysNeedsStarted = DiagnosticID("E021")
}

extension Diagnostic {
    static func alwaysNeedsStarted(
        _ component: ComponentDeclaration, started: ComponentDeclaration, through: String?, at location: SourceLocation
    ) -> Diagnostic {
        let name = component.typeName
        let path = through.map { " (through '\($0)')" } ?? ""
        return .error(
            .alwaysNeedsStarted,
            "always '\(name)' needs '\(started.typeName)'\(path), which `start()` builds, but loading builds '\(name)', "
                + "before start(); make '\(name)' a singleton, or give it an async initialiser so start() builds it too",
            at: location,
            notes: [DiagnosticNote("'\(started.typeName)' is built by start()", at: startedLocation(started))])
    }

    private static func startedLocation(_ component: ComponentDeclaration) -> SourceLocation {
        component.concurrency.initializerLocation ?? component.location
    }
}
