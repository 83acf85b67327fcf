/// Writes `Deli.resolved`: every registration of a module with its dependencies, links, imports
/// and properties, so that other modules can be checked against it.
public struct ResolvedFileWriter: Sendable {
    /// The format version written under `deli:`; readers reject other versions.
    static let formatVersion = 1

    public init() {}

    /// The file's text: a header comment, then the YAML document (nil if it cannot be written).
    public func yaml(for graph: DependencyGraph, target: BuildTarget) -> String? {
        YAMLWriter.write(node(for: graph, target: target)).map { ResolvedFileHeader.line + "\n" + $0 }
    }

    func node(for graph: DependencyGraph, target: BuildTarget) -> YAMLNode {
        let registrations = graph.components.filter(\.isOwnRegistration).map(registration)
        let imports = Set(target.dependencies.flatMap(\.imports) + graph.externalModules).sorted()
        return .mapping([
            entry("deli", .int(Self.formatVersion)),
            entry("module", .string(target.moduleName)),
            YAMLMappingEntry(key: "imports", value: .sequence(imports.map { .scalar(.string($0)) })),
            YAMLMappingEntry(key: "registrations", value: .sequence(registrations)),
            YAMLMappingEntry(key: "properties", value: target.properties.root),
        ])
    }

    private func registration(_ component: ComponentDeclaration) -> YAMLNode {
        .mapping([
            entry("type", .string(component.typeName)),
            entry("qualifier", .string(component.qualifier)),
            entry("kind", .string(component.kind.rawValue)),
            entry("scope", .string(component.scope.rawValue)),
            entry("lazy", .bool(component.kind.isLazy)),
            entry("factory", .bool(component.kind.isFactory)),
            entry("valueType", .bool(component.isValueType)),
            YAMLMappingEntry(key: "links", value: .sequence(component.links.map { .scalar(.string($0)) })),
            YAMLMappingEntry(key: "dependencies", value: .sequence(component.dependencies.map(dependency))),
        ])
    }

    private func dependency(_ dependency: DependencyDeclaration) -> YAMLNode {
        .mapping([
            entry("type", .string(dependency.typeName)),
            entry("qualifier", .string(dependency.qualifier)),
            entry("qualifierBy", dependency.qualifierBy.map { .string($0) } ?? .null),
            entry("array", .bool(dependency.isArray)),
        ])
    }

    private func entry(_ key: String, _ scalar: YAMLScalar) -> YAMLMappingEntry {
        YAMLMappingEntry(key: key, value: .scalar(scalar))
    }
}
