/// Writes `Deli.resolved`: every registration of a module with its dependencies, links, imports
/// and properties, so that other modules can be checked against it.
public struct ResolvedFileWriter: Sendable {
    /// The format version written under `deli:`; readers reject other versions.
    static let formatVersion = 1

    public init() {}

    /// The file's text: a header comment, then the YAML document (nil if it cannot be written).
    public func yaml(for graph: DependencyGraph, target: BuildTarget) -> String? {
        yaml(for: graph, target: target, reusing: nil)?.text
    }

    /// The file's text with one piece per registration; a registration whose fingerprint is among
    /// `previous`'s pieces is copied from `previous`'s text. Same text as without `previous`.
    public func yaml(for graph: DependencyGraph, target: BuildTarget, reusing previous: PiecedText?) -> PiecedText? {
        if let emitted = emittedText(for: graph, target: target, reusing: previous.map(ReusablePieces.init)) {
            return emitted
        }
        return YAMLWriter.write(node(for: graph, target: target)).map {
            PiecedText(text: ResolvedFileHeader.line + "\n" + $0)
        }
    }

    /// The file as ``YAMLBlockEmitter`` writes ``node(for:target:)``, its registrations written
    /// straight to bytes. A root mapping's entries each start at the left margin, so the document
    /// is its three parts one after the other, assembled in one buffer. Nil when a part holds text
    /// only libyaml writes.
    func emittedText(for graph: DependencyGraph, target: BuildTarget, reusing reusable: ReusablePieces? = nil)
        -> PiecedText?
    {
        let head = YAMLBlockEmitter.text(of: .mapping(header(for: graph, target: target)))
        let properties = YAMLBlockEmitter.text(of: .mapping([propertiesEntry(target)]))
        let registrations = ResolvedRegistrationsEmitter.text(of: graph.components, reusing: reusable)
        guard let head, let registrations, let properties else { return nil }
        var bytes = Array((ResolvedFileHeader.line + "\n" + head).utf8)
        let offset = bytes.count
        bytes.reserveCapacity(offset + registrations.bytes.count + properties.utf8.count)
        bytes += registrations.bytes
        bytes += properties.utf8
        return PiecedText(
            text: String(decoding: bytes, as: UTF8.self), pieces: registrations.pieces.map { $0.shifted(by: offset) })
    }

    func node(for graph: DependencyGraph, target: BuildTarget) -> YAMLNode {
        let registrations = graph.components.filter(\.isOwnRegistration).map(registration)
        return .mapping(
            header(for: graph, target: target) + [
                YAMLMappingEntry(key: "registrations", value: .sequence(registrations)), propertiesEntry(target),
            ])
    }

    /// The entries before the registrations: the format version, the module and its imports.
    private func header(for graph: DependencyGraph, target: BuildTarget) -> [YAMLMappingEntry] {
        let imports = Set(
            target.dependencies.flatMap(\.imports) + graph.externalModules.map { ModuleName.of(target: $0) }
        ).sorted()
        return [
            entry("deli", .int(Self.formatVersion)),
            entry("module", .string(target.moduleName)),
            YAMLMappingEntry(key: "imports", value: .sequence(imports.map { .scalar(.string($0)) })),
        ]
    }

    private func propertiesEntry(_ target: BuildTarget) -> YAMLMappingEntry {
        YAMLMappingEntry(key: "properties", value: target.properties.root)
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
