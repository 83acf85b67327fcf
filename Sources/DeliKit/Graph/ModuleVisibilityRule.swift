/// Which declarations the code of one linked module can see: its own, and those of the modules it
/// links (all linked modules when that is not known), never the target's, which links it.
struct ModuleVisibilityRule {
    let owners: ModuleOwners
    let visibleModules: [String: Set<String>]
    /// The module whose code sees.
    let module: String

    func sees(_ declaration: TypeDeclaration) -> Bool {
        sees(file: declaration.location.file)
    }

    /// Whether the module's code sees what the source file `file` declares.
    func sees(file: String) -> Bool {
        guard let owner = owners.module(of: file) else { return false }
        return owner == module || visibleModules[module].map { $0.contains(owner) } ?? true
    }
}
