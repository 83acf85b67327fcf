/// One graph check: reads the analysed graph and returns its problems.
protocol GraphValidator: Sendable {
    func validate(_ context: ValidationContext) -> [Diagnostic]
}

/// What every check reads: the graph, how each dependency resolved, and the property profiles.
struct ValidationContext: Sendable {
    let analysis: GraphAnalysis
    /// The profiles, sorted by name.
    let profiles: [(name: String, source: any PropertySource)]
    /// Every dependency of every registrable component, with how it resolved (listed once, for
    /// every check that reads it).
    let resolvedDependencies: [ResolvedDependency]
    /// Every usage that asks for a type, with how it resolved.
    let resolvedUsages: [(usage: DependencyUsage, type: String, resolution: Resolution)]

    init(analysis: GraphAnalysis, profiles: [(name: String, source: any PropertySource)]) {
        self.analysis = analysis
        self.profiles = profiles
        resolvedDependencies = Self.resolvedDependencies(analysis)
        resolvedUsages = zip(analysis.graph.usages, analysis.usageResolutions).compactMap { usage, resolution in
            guard let type = usage.typeName, let resolution else { return nil }
            return (usage, type, resolution)
        }
    }

    /// Every dependency of every registrable component with its resolution, appended to one list
    /// sized once (a list per component, then joined, copied each entry twice).
    private static func resolvedDependencies(_ analysis: GraphAnalysis) -> [ResolvedDependency] {
        let components = analysis.graph.components
        var resolved: [ResolvedDependency] = []
        resolved.reserveCapacity(analysis.dependencyResolutions.reduce(0) { $0 + $1.count })
        for index in components.indices where components[index].isRegistrable {
            let component = components[index]
            let resolutions = analysis.dependencyResolutions[index]
            component.dependencies.withUnsafeBufferPointer { dependencies in
                for position in 0..<min(dependencies.count, resolutions.count) {
                    resolved.append(
                        ResolvedDependency(
                            component: component, dependency: dependencies[position], resolution: resolutions[position])
                    )
                }
            }
        }
        return resolved
    }

    /// `transform` applied to every resolved dependency, nil results left out. The dependencies
    /// are read in place: iterating the array copied each one (its component, its declaration's
    /// strings, its resolution), which showed in the checks of a large graph.
    func compactMapResolved<Result>(_ transform: (ResolvedDependency) -> Result?) -> [Result] {
        resolvedDependencies.withUnsafeBufferPointer { items in
            var results: [Result] = []
            for index in items.indices {
                if let result = transform(items[index]) { results.append(result) }
            }
            return results
        }
    }

    var graph: DependencyGraph { analysis.graph }
    var components: [ComponentDeclaration] { analysis.graph.components }

    func registration(_ index: Int) -> Registration {
        analysis.index.registrations[index]
    }

    /// The type that provides a registration: the component's type, or the external module's.
    func providerName(_ index: Int) -> String {
        let registration = registration(index)
        switch registration.origin {
        case .component(let component): return components[component].typeName
        case .external(let external):
            let module = graph.externals[external].module
            return module.isEmpty ? registration.typeName : "\(module).\(registration.typeName)"
        }
    }

    /// The registrations of the name left out because they are of another module's type of that name.
    func otherTypeNotes(_ type: String, others: [Int]) -> [DiagnosticNote] {
        analysis.index.candidates(for: type).filter { !others.contains($0) }.map { index in
            let declaring: String
            switch registration(index).origin {
            case .component(let component):
                declaring = components[component].module.map { "module '\($0)'" } ?? "this target"
            case .external(let external): declaring = "module '\(graph.externals[external].module)'"
            }
            return .otherTypeOfName(
                type, provider: providerName(index), declaredIn: declaring,
                at: registration(index).location)
        }
    }

    /// `'UserConfiguration.networkManager'` for configuration members, `'Type'` otherwise.
    static func subject(_ component: ComponentDeclaration) -> String {
        if let member = component.configuration {
            return "'\(member.typeName).\(member.memberName)'"
        }
        return "'\(component.typeName)'"
    }

    /// The note at the declaration that asks for a dependency.
    static func declarationNote(_ component: ComponentDeclaration) -> DiagnosticNote {
        DiagnosticNote("\(subject(component)) is declared here", at: component.location)
    }

    /// `, needed by 'Type'` for a usage inside a type, empty at file level.
    static func requester(_ usage: DependencyUsage) -> String {
        usage.enclosingType.map { ", needed by '\($0)'" } ?? ""
    }
}

/// One dependency of a component and what it resolved to.
///
/// A class: every check reads the whole list, and a copy of a value (the component, the
/// declaration's strings, the resolution) retained and released each of its parts.
final class ResolvedDependency: Sendable {
    let component: ComponentDeclaration
    let dependency: DependencyDeclaration
    let resolution: Resolution

    init(component: ComponentDeclaration, dependency: DependencyDeclaration, resolution: Resolution) {
        self.component = component
        self.dependency = dependency
        self.resolution = resolution
    }
}
