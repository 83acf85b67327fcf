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

    /// Those of `extensions` (of the name of `declaration`, a type's primary declaration) that
    /// extend its type: all of them unless two or more modules declare a type of the name; then
    /// those whose file is in the module of `declaration`, or in a module that declares no type of
    /// the name and imports that one alone. An extension whose type cannot be told (its file
    /// imports none or several of the declaring modules, which Swift rejects) is kept for each.
    func extending(_ declaration: TypeDeclaration, among extensions: [TypeDeclaration]) -> [TypeDeclaration] {
        guard let modules = declaring[declaration.name] else { return extensions }
        let module = module(ofFile: declaration.location.file)
        return extensions.filter { extendedModule(in: $0.location.file, among: modules).map { $0 == module } ?? true }
    }

    /// The module of the file at `path`; ``NameOwners/ownTarget`` for the target's own files.
    func module(ofFile path: String) -> String { fileModules[path] ?? NameOwners.ownTarget }

    /// The one of `modules` (those declaring a name) whose type the name means in the file at
    /// `path`: the file's own module, else the one it imports; nil when that cannot be told.
    private func extendedModule(in path: String, among modules: Set<String>) -> String? {
        let own = module(ofFile: path)
        if modules.contains(own) { return own }
        let imported = modules.filter { imports[path]?.contains($0) == true }
        return imported.count == 1 ? imported.first : nil
    }
}
