/// Which module's type a name written in a file means, when several modules declare a type of that
/// name, told as Swift tells it: by the modules the file imports.
///
/// `PrintAnalytics: Analytics` in an app file that imports `Interfaces` but not `Impl`, both of which
/// declare a protocol `Analytics`, conforms to `Interfaces.Analytics`. The generated factory imports
/// both modules, so it must write the module's name; deli reads the name as if the user had written
/// it. A name the file's own module declares means that module's type, as in Swift.
struct ImportedMeanings: Sendable {
    /// For every name declared in two or more modules, the modules that declare it (the target's own
    /// sources by ``NameOwners/ownTarget``).
    private var declaring: [String: Set<String>] = [:]
    /// The modules each file imports, for the files of the target and of its modules.
    private var imports: [String: Set<String>] = [:]
    /// The module of each file of a linked module (the target's own files are not listed).
    private var fileModules: [String: String] = [:]

    init() {}

    init(ownResults: [ScanResult], modules: [ModuleSources]) {
        var declared: [String: Set<String>] = [:]
        for (module, results) in [(NameOwners.ownTarget, ownResults)] + modules.map({ ($0.name, $0.results) }) {
            for result in results {
                for type in result.types where type.kind != .extension {
                    declared[type.name, default: []].insert(module)
                }
            }
        }
        declaring = declared.filter { $0.value.count > 1 }
        guard !declaring.isEmpty else { return }
        for result in ownResults { imports[result.path] = Set(result.imports.map(\.module)) }
        for module in modules {
            for result in module.results {
                imports[result.path] = Set(result.imports.map(\.module))
                fileModules[result.path] = module.name
            }
        }
    }

    /// `Interfaces.Analytics` for `Analytics` written in the file at `path`, when two or more linked
    /// modules declare it, the file's own module does not, and the file imports exactly one of them;
    /// nil otherwise (the name is then read as before: ``NameOwners`` tells the rest apart).
    func qualified(_ name: String, inFile path: String) -> String? {
        guard let modules = declaring[name] else { return nil }
        let own = fileModules[path] ?? NameOwners.ownTarget
        // With one linked module declaring it, the target's place above every module tells.
        let linked = modules.subtracting([NameOwners.ownTarget])
        guard linked.count > 1, !modules.contains(own), let imported = imports[path] else { return nil }
        let seen = linked.filter { imported.contains($0) }
        guard seen.count == 1, let module = seen.first else { return nil }
        return "\(module).\(name)"
    }
}
