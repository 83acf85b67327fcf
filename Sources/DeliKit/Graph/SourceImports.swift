/// The `import` declarations of the files that declare the target's own registrations: the
/// generated factory names the types those files name, so it imports what they import.
enum SourceImports {
    static func of(_ results: [ScanResult], components: [ComponentDeclaration]) -> [ImportDeclaration] {
        var files = Set<String>(minimumCapacity: results.count)
        // A file's components usually come one after another: the file is hashed once for them.
        var last: String?
        for component in components where component.isOwnRegistration && component.location.file != last {
            last = component.location.file
            files.insert(component.location.file)
        }
        return results.sparseFlatMap { files.contains($0.path) ? $0.imports : [] }
    }
}
