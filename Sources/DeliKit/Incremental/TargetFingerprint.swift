/// Writes every setting of a ``BuildTarget`` besides its source files as bytes, for the build
/// record's inputs key: two targets give the same bytes only when they would build the same way.
///
/// Each stored property is written by hand (tests check that none is left out): describing the
/// target as text through reflection cost a few milliseconds of every run, most of it the runtime
/// looking up protocol conformances, and a scalar printed as text lost its type (`1` and `"1"`).
struct TargetFingerprint {
    private(set) var writer = BinaryWriter()

    /// The bytes of `target`, ignoring its source files.
    static func bytes(of target: BuildTarget) -> [UInt8] {
        var fingerprint = TargetFingerprint()
        fingerprint.write(target)
        return fingerprint.writer.bytes
    }

    mutating func write(_ target: BuildTarget) {
        for text in [target.name, target.moduleName, target.projectPath, target.outputPath, target.className] {
            writer.write(text)
        }
        writer.write(target.location)
        writer.write(target.classNameLocation)
        writer.write(target.accessControl.rawValue)
        writer.write(target.resolve.outputPath)
        writer.write(target.resolve.generate)
        writer.writeArray(target.dependencies) { writer, dependency in
            writer.write(dependency.resolvedFilePath)
            writer.writeArray(dependency.imports) { $0.write($1) }
            writer.write(dependency.location)
        }
        writer.write(target.dependencyModules.count)
        for module in target.dependencyModules { write(module) }
        writer.write(target.sourceDirectory)
        write(target.profiles)
        writer.write(target.selectedProfile)
        write(target.commonProperties.root)
        writer.write(target.role.rawValue)
        writer.write(target.isMainActorByDefault)
    }

    private mutating func write(_ module: DependencyModule) {
        for text in [module.name, module.packagePath, module.sourceDirectory] { writer.write(text) }
        writer.write(module.location)
        for factory in [module.factory, module.entryFactory] {
            writer.writeOptional(factory) { writer, factory in
                writer.write(factory.className)
                writer.write(factory.accessControl.rawValue)
                writer.write(factory.accessLocation)
            }
        }
        writer.writeArray(module.exclude) { $0.write($1) }
        writer.write(module.excludeRoot)
        writer.writeOptional(module.usesPlugin) { $0.write($1) }
        write(module.profiles)
        write(module.commonProperties.root)
        writer.writeOptional(module.deliPackage) { $0.write($1) }
        writer.writeOptional(module.visibleModules) { writer, names in writer.writeArray(names) { $0.write($1) } }
        writer.write(module.isMainActorByDefault)
    }

    private mutating func write(_ profiles: [PropertyProfile]) {
        writer.write(profiles.count)
        for profile in profiles {
            writer.write(profile.name)
            write(profile.tree.root)
            write(profile.overlay.root)
            writer.writeArray(profile.files) { $0.write($1) }
        }
    }

    /// A property node with its location (diagnostics point at where values are written).
    private mutating func write(_ node: YAMLNode) {
        writer.write(node.location)
        switch node.content {
        case .scalar(let scalar):
            writer.write(0)
            write(scalar)
        case .sequence(let items):
            writer.write(1)
            writer.write(items.count)
            for item in items { write(item) }
        case .mapping(let entries):
            writer.write(2)
            writer.write(entries.count)
            for entry in entries {
                writer.write(entry.key)
                writer.write(entry.keyLocation)
                write(entry.value)
            }
        }
    }

    /// A scalar with its type: `1` and `"1"` differ.
    private mutating func write(_ scalar: YAMLScalar) {
        switch scalar {
        case .null: writer.write(0)
        case .bool(let value): writer.write(value ? 1 : 2)
        case .int(let value):
            writer.write(3)
            writer.write(value)
        case .float(let value):
            writer.write(4)
            writer.write(value.bitPattern)
        case .string(let value):
            writer.write(5)
            writer.write(value)
        }
    }
}
