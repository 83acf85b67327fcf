/// A target with what its dependencies give it: the first boundary of ``TargetPipeline``, between
/// linking (resolved files and dependency modules) and scanning.
struct LinkedTarget {
    var target: BuildTarget
    /// Registrations of resolved files whose modules' sources are not at hand.
    var externals: [ExternalRegistration]
    /// The modules the target depends on whose sources are at hand: the target's graph is built
    /// over their sources too.
    var modules: [LinkedModule] = []
    /// The factories of those modules, which the target's factory loads.
    var factories: [DependencyFactoryReference]
    /// Problems found while linking; an error stops the target before its scan.
    var diagnostics: [Diagnostic]

    var hasErrors: Bool { diagnostics.contains(where: \.isError) }
}
