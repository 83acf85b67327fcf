/// A target whose graph was built and checked: the boundary of ``TargetPipeline`` between
/// validation and rendering.
struct CheckedTarget {
    var linked: LinkedTarget
    /// The graph the renderer writes from (meaningful only without errors).
    var graph: DependencyGraph
    /// Every problem of the target (linking, scan, graph and checks), sorted.
    var diagnostics: [Diagnostic]

    var target: BuildTarget { linked.target }
    var hasErrors: Bool { diagnostics.contains(where: \.isError) }
}
