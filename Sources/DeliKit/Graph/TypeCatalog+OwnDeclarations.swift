/// A type's own declarations, when two modules declare a type of its name (`ConsoleLogger` in the
/// app and in `Impl`): the answers by name give the first declaration of the name, and every
/// extension of it, whichever type they belong to.
extension TypeCatalog {
    /// `declaration`, a type's primary declaration, followed by the extensions of its type (see
    /// ``ImportedMeanings/extending(_:among:)``): every extension of its name, unless another module
    /// declares a type of that name too.
    func declarations(of declaration: TypeDeclaration) -> [TypeDeclaration] {
        let extensions = extensions(of: declaration.name)
        guard !extensions.isEmpty else { return [declaration] }
        guard isDeclaredTwice(declaration.name) else { return [declaration] + extensions }
        return [declaration] + importedMeanings.extending(declaration, among: extensions)
    }

    /// The primary declaration of the type `name` declared at `location` (a component's type); the
    /// first of the name when no other type or protocol has it.
    func primary(named name: String, at location: SourceLocation) -> TypeDeclaration? {
        guard isDeclaredTwice(name) else { return firstPrimary(named: name) }
        return primaries.first { $0.name == name && $0.location == location }
    }

    /// The primary declaration that `name`, written in the file at `path`, means (a payload's type):
    /// when two modules declare the name, the one of the file's own module, else of the module the
    /// file imports (see ``meaning(of:inFile:)``); nil when that cannot be told.
    func primary(named name: String, inFile path: String) -> TypeDeclaration? {
        guard isDeclaredTwice(name) else { return firstPrimary(named: name) }
        let own = importedMeanings.module(ofFile: path)
        if let found = primary(named: name, inModule: own) { return found }
        let meant = meaning(of: name, inFile: path)
        guard meant != name, let dot = meant.lastIndex(of: ".") else { return nil }
        return primary(named: name, inModule: String(meant[..<dot]))
    }

    /// The primary declaration of `name` in a file of `module`.
    private func primary(named name: String, inModule module: String) -> TypeDeclaration? {
        primaries.first { $0.name == name && importedMeanings.module(ofFile: $0.location.file) == module }
    }
}
