/// One graph check: reads the analysed graph and returns its problems.
protocol GraphValidator: Sendable {
    func validate(_ context: ValidationContext) -> [Diagnostic]
}

/// What every check reads: the graph, how each dependency resolved, and the property profiles.
struct ValidationContext: Sendable {
    let analysis: GraphAnalysis
    /// The profiles, sorted by name.
    let profiles: [(name: String, source: any PropertySource)]
    /// Every usage that asks for a type, with how it resolved.
    let resolvedUsages: [(usage: DependencyUsage, type: String, resolution: Resolution)]
    /// The property paths the runtime reads as a `String` (see ``stringPropertyPaths(of:)``).
    let stringPropertyPaths: [(path: String, location: SourceLocation)]

    init(analysis: GraphAnalysis, profiles: [(name: String, source: any PropertySource)]) {
        self.analysis = analysis
        self.profiles = profiles
        resolvedUsages = zip(analysis.graph.usages, analysis.usageResolutions).compactMap { usage, resolution in
            guard let type = usage.typeName, let resolution else { return nil }
            return (usage, type, resolution)
        }
        stringPropertyPaths = Self.stringPropertyPaths(of: analysis.graph)
    }

    /// `transform` applied to every dependency of every registrable component with its resolution,
    /// nil results left out. Each is handed over as a view of the graph's components and
    /// resolutions, valid during the call (see ``ResolvedDependency``): a list of them made for
    /// every check copied each component into each of its dependencies' entries, and a view that
    /// kept the lists alive retained and released them for every dependency of every check.
    func compactMapResolved<Result>(_ transform: (ResolvedDependency) -> Result?) -> [Result] {
        var results: [Result] = []
        analysis.graph.components.withUnsafeBufferPointer { components in
            for index in components.indices where components[index].isRegistrable {
                analysis.dependencyResolutions.withResolutions(of: index) { resolutions in
                    for position in 0..<min(components[index].dependencies.count, resolutions.count) {
                        let item = ResolvedDependency(
                            components: components, index: index, position: position, resolutions: resolutions)
                        if let result = transform(item) { results.append(result) }
                    }
                }
            }
        }
        return results
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

/// One dependency of a component and what it resolved to, read in place in the graph's lists of
/// components and resolutions (a copy of a component retained and released each of its parts).
///
/// A view into those lists, which ``ValidationContext/compactMapResolved(_:)`` keeps alive only
/// while it calls its closure: a check reads what it needs and never keeps the view itself.
struct ResolvedDependency {
    private let components: UnsafeBufferPointer<ComponentDeclaration>
    private let index: Int
    private let position: Int
    private let resolutions: UnsafeBufferPointer<Resolution>

    init(
        components: UnsafeBufferPointer<ComponentDeclaration>, index: Int, position: Int,
        resolutions: UnsafeBufferPointer<Resolution>
    ) {
        self.components = components
        self.index = index
        self.position = position
        self.resolutions = resolutions
    }

    var component: ComponentDeclaration {
        _read { yield components[index] }
    }

    var dependency: DependencyDeclaration {
        _read { yield components[index].dependencies[position] }
    }

    var resolution: Resolution {
        _read { yield resolutions[position] }
    }
}
