/// Writes the generated file's imports: `Deli` at the class's access level, the modules of other
/// factories and linked types, and what the files declaring the components import.
///
/// One line per module, sorted by module: `@testable` when a file imports the module so, an
/// `#if` around it only when every file imports it under the same clauses (each distinct set of
/// clauses gets its own block, after the unconditional imports).
struct ImportRenderer {
    func render(_ blueprint: FactoryBlueprint, into writer: inout CodeWriter) {
        let factoryModules = blueprint.dependencyFactories.map { ModuleName.of(target: $0.module) }
        let plain = (blueprint.imports + factoryModules).map { ImportDeclaration(module: $0) }
        let all = (plain + blueprint.sourceImports).filter { $0.module != "Deli" }
        let unconditional = Set(all.filter(\.conditions.isEmpty).map(\.module))
        var lines = Dictionary(grouping: all.filter(\.conditions.isEmpty), by: \.module).mapValues(Self.merged)
        lines["Deli"] = blueprint.accessLevel.prefix + "import Deli"
        for module in lines.keys.sorted() { writer.line(lines[module] ?? "") }
        let conditional = all.filter { !$0.conditions.isEmpty && !unconditional.contains($0.module) }
        for imports in Self.grouped(conditional) {
            for directive in imports[0].conditions.flatMap(\.directives) { writer.line(directive) }
            let merged = Dictionary(grouping: imports, by: \.module).mapValues(Self.merged)
            for module in merged.keys.sorted() { writer.line(merged[module] ?? "") }
            for _ in 0..<imports[0].conditions.count { writer.line("#endif") }
        }
    }

    /// The line for every import of one module.
    private static func merged(_ imports: [ImportDeclaration]) -> String {
        var result = imports[0]
        result.isTestable = imports.contains(where: \.isTestable)
        result.isImplementationOnly = !result.isTestable && imports.contains(where: \.isImplementationOnly)
        result.hasAccessLevel = imports.contains(where: \.hasAccessLevel)
        return result.line
    }

    /// The imports in groups of the same clauses, sorted by their directives.
    private static func grouped(_ imports: [ImportDeclaration]) -> [[ImportDeclaration]] {
        let groups = Dictionary(grouping: imports) { $0.conditions.flatMap(\.directives) }
        return groups.keys.sorted { $0.lexicographicallyPrecedes($1) }.map { groups[$0] ?? [] }
    }
}
