/// The scanned sources of one module a target depends on. The target's graph is built over them
/// and its own files together, so a dependency, a link or an array is checked across modules; the
/// module's components are registered by the module's own factory, not the target's.
public struct ModuleSources: Sendable, Hashable {
    /// The module (SwiftPM target) name.
    public var name: String
    /// Its scan results, without a factory generated into its sources.
    public var results: [ScanResult]
    /// The modules its code can see (those it links); nil when not known.
    public var visibleModules: Set<String>?
    /// Its declarations are main-actor isolated by default (`.defaultIsolation(MainActor.self)`).
    public var isMainActorByDefault = false

    public init(name: String, results: [ScanResult], visibleModules: Set<String>? = nil) {
        self.name = name
        self.results = results
        self.visibleModules = visibleModules
    }
}
