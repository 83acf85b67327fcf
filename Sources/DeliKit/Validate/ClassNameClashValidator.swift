/// The generated factory's class is declared at the top level of the target's module, so its name
/// must not be the name of a top-level type or typealias the target's sources already declare
/// (`className: Clock` next to `final class Clock`), which would not compile.
struct ClassNameClashValidator {
    func validate(_ target: BuildTarget, scanned results: [ScanResult]) -> [Diagnostic] {
        let name = target.className
        // Each file's declarations are read in place, by index: a list of them all, or a search that
        // hands each one over, copied every one.
        for result in results {
            let types = result.types
            for index in types.indices where types[index].name == name && types[index].kind != .extension {
                let location = target.classNameLocation ?? target.location
                return [.classNameClash(name, at: location, declaredAt: types[index].location)]
            }
        }
        guard results.contains(where: { $0.typeAliases[name] != nil }) else { return [] }
        return [.classNameClash(name, at: target.classNameLocation ?? target.location, declaredAt: nil)]
    }

    /// The same for the types of the modules the target links (those their scan read): the factory
    /// class, declared in the target's module, would hide the imported type from the target's code.
    func validate(_ target: BuildTarget, modules: [ModuleSources]) -> [Diagnostic] {
        let name = target.className
        for module in modules {
            for result in module.results {
                let types = result.types
                for index in types.indices where types[index].name == name && types[index].kind != .extension {
                    let location = target.classNameLocation ?? target.location
                    return [
                        .classNameHidesModuleType(
                            name, module: module.name, at: location, declaredAt: types[index].location)
                    ]
                }
            }
        }
        return []
    }
}

extension Diagnostic {
    static func classNameHidesModuleType(
        _ name: String, module: String, at location: SourceLocation?, declaredAt declaration: SourceLocation
    ) -> Diagnostic {
        .error(
            .invalidValue,
            "'className' must not name a type of the linked module '\(module)', which the factory class would hide "
                + "from the target's code; found '\(name)'; choose another name",
            at: location, notes: [DiagnosticNote("'\(name)' is declared here", at: declaration)])
    }

    static func classNameClash(_ name: String, at location: SourceLocation?, declaredAt declaration: SourceLocation?)
        -> Diagnostic
    {
        .error(
            .invalidValue,
            "'className' must not name a type the sources already declare; found '\(name)'; choose another name",
            at: location, notes: declaration.map { [DiagnosticNote("'\(name)' is declared here", at: $0)] } ?? [])
    }
}
