/// Finds the factories an earlier `deli build` wrote into the sources of a module the target links
/// that no longer register what the module's sources declare: the target's graph takes the module's
/// components from its sources, so the target would resolve a component at run time that the
/// compiled factory never registered (or miss one it registers under another qualifier or scope).
///
/// Each factory states the fingerprint of its registrations in its header; the module's
/// registrations in the target's graph must have the same one.
struct WrittenModuleFactoryValidator {
    /// The package being built: a module of another package is written with `--project`.
    let rootPackage: String

    func validate(_ graph: DependencyGraph, modules: [LinkedModule]) -> [Diagnostic] {
        let written = modules.filter { $0.writtenFactory != nil }
        guard !written.isEmpty else { return [] }
        // Only the modules with a written factory are compared: most linked modules have none.
        var byModule = Dictionary(written.map { ($0.module.name, [ComponentDeclaration]()) }) { first, _ in first }
        for component in graph.components where component.isRegistrable {
            if let module = component.module, byModule[module] != nil { byModule[module]!.append(component) }
        }
        return written.compactMap { linked in
            guard let factory = linked.writtenFactory else { return nil }
            let current = RegistrationDigest(byModule[linked.module.name] ?? [])
            guard current.description != factory.fingerprint else { return nil }
            return .staleModuleFactory(factory.path, module: linked.module, rootPackage: rootPackage)
        }
    }
}

extension DiagnosticID {
    /// A factory `deli build` wrote into a linked module's sources registers other components than
    /// the module's sources declare now.
    public static let staleModuleFactory = DiagnosticID("C087")
}

extension Diagnostic {
    static func staleModuleFactory(_ path: String, module: DependencyModule, rootPackage: String) -> Diagnostic {
        .error(
            .staleModuleFactory,
            "'\(path)' is out of date: the sources of module '\(module.name)' register other components than this "
                + "factory an earlier 'deli build' wrote, so they would be missing at run time; run "
                + "'\(Diagnostic.buildCommand(module, rootPackage: rootPackage))' to write it again",
            at: SourceLocation(file: path, line: 1, column: 1))
    }
}
