/// Which module's type a name written in a file means, when several modules declare a type of that
/// name, told as Swift tells it: by the modules the file imports.
///
/// `PrintAnalytics: Analytics` in an app file that imports `Interfaces` but not `Impl`, both of which
/// declare a protocol `Analytics`, conforms to `Interfaces.Analytics`. The generated factory imports
/// both modules, so it must write the module's name; deli reads the name as if the user had written
/// it. A name the file's own module declares means that module's type, as in Swift.
struct ImportedMeanings: Sendable {
    /// The modules declaring each name that two or more declare.
    private var declaring = DeclaringModules()
    /// The modules each file imports, for the files of the target and of its modules.
    private var imports: [String: Set<String>] = [:]
    /// The module of each file of a linked module (the target's own files are not listed).
    private var fileModules: [String: String] = [:]

    init() {}

    init(declaring: DeclaringModules, ownResults: [ScanResult], modules: [ModuleSources]) {
        self.declaring = declaring
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
