/// Which scanned files belong to a module whose declarations are main-actor isolated by default
/// (`swiftSettings: [.defaultIsolation(MainActor.self)]`, or Xcode's
/// `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`): the target's own files, those of linked modules,
/// or both.
struct IsolationDefaults: Sendable, Hashable {
    /// The target's own declarations are main-actor isolated by default.
    var ownTarget = false
    /// The linked modules whose declarations are.
    var modules: Set<String> = []
    /// The module of each file of a linked module, filled only when some module is main-actor
    /// isolated by default (otherwise every file is nonisolated by default, the common case).
    private var owners: [String: String] = [:]

    init() {}

    init(ownTarget: Bool, modules: [ModuleSources]) {
        self.ownTarget = ownTarget
        self.modules = Set(modules.filter(\.isMainActorByDefault).map(\.name))
        guard ownTarget || !self.modules.isEmpty else { return }
        for module in modules {
            for result in module.results { owners[result.path] = module.name }
        }
    }

    /// Whether nothing is main-actor isolated by default.
    var isEmpty: Bool { !ownTarget && modules.isEmpty }

    /// Whether the declarations of the file at `path` are main-actor isolated by default.
    func isMainActorByDefault(_ path: String) -> Bool {
        guard !isEmpty else { return false }
        guard let module = owners[path] else { return ownTarget }
        return modules.contains(module)
    }
}
