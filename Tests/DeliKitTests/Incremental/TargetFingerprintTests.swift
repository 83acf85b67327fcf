import Testing

@testable import DeliKit

/// The build record's inputs key writes every setting of a target; a setting it left out would let a
/// record answer for a target that changed.
@Suite struct TargetFingerprintTests {
    private static func target() -> BuildTarget {
        var target = BuildTarget(
            name: "App", moduleName: "App", location: nil, projectPath: ".", sourceFiles: ["A.swift"],
            outputPath: "F.swift", className: "F", accessControl: .internal,
            resolve: ResolveSettings(outputPath: "R", generate: false), dependencies: [], profiles: [],
            selectedProfile: nil)
        var module = DependencyModule(name: "Core", packagePath: ".", sourceDirectory: "Sources/Core")
        module.factory = DependencyFactory(className: "CoreFactory", accessControl: .public)
        target.dependencyModules = [module]
        let port = YAMLMappingEntry(key: "port", value: .scalar(.int(1)))
        target.profiles = [PropertyProfile(name: "dev", tree: PropertyTree(root: .mapping([port])))]
        return target
    }

    /// The stored properties of each type the fingerprint writes, as it writes them: a new one must
    /// be added to ``TargetFingerprint`` (and here).
    @Test func everyStoredPropertyIsWritten() {
        let target = Self.target()
        let labels = { (value: Any) in Mirror(reflecting: value).children.compactMap(\.label) }
        #expect(
            labels(target) == [
                "name", "moduleName", "location", "projectPath", "sourceFiles", "outputPath", "className",
                "classNameLocation", "accessControl", "resolve", "dependencies", "dependencyModules",
                "sourceDirectory", "profiles", "selectedProfile", "commonProperties", "role", "isMainActorByDefault",
            ])
        #expect(labels(target.resolve) == ["outputPath", "generate"])
        #expect(
            labels(ModuleDependency(resolvedFilePath: "", imports: [], location: nil)) == [
                "resolvedFilePath", "imports", "location",
            ])
        #expect(
            labels(target.dependencyModules[0]) == [
                "name", "packagePath", "sourceDirectory", "location", "factory", "entryFactory", "usesPlugin",
                "profiles", "commonProperties", "deliPackage", "visibleModules", "isMainActorByDefault", "exclude",
                "excludeRoot",
            ])
        #expect(labels(target.dependencyModules[0].factory!) == ["className", "accessControl", "accessLocation"])
        #expect(labels(target.profiles[0]) == ["name", "tree", "overlay", "files"])
        #expect(labels(YAMLMappingEntry(key: "k", value: .scalar(.null))) == ["key", "keyLocation", "value"])
        #expect(labels(YAMLNode.scalar(.null)) == ["content", "location"])
    }

    @Test func everySettingChangesTheBytesButTheSourceFilesDoNot() {
        let base = TargetFingerprint.bytes(of: Self.target())
        var edits: [(String, (inout BuildTarget) -> Void)] = [
            ("class name", { $0.className = "G" }),
            ("role", { $0.role = .library }),
            ("default isolation", { $0.isMainActorByDefault = true }),
            ("module's default isolation", { $0.dependencyModules[0].isMainActorByDefault = true }),
            ("resolve.generate", { $0.resolve.generate = true }),
            ("module factory access", { $0.dependencyModules[0].factory?.accessControl = .internal }),
            ("module uses the plugin", { $0.dependencyModules[0].usesPlugin = true }),
            (
                "module's entry factory",
                { $0.dependencyModules[0].entryFactory = DependencyFactory(className: "F", accessControl: .internal) }
            ),
            ("module's exclude", { $0.dependencyModules[0].exclude = ["Sources/Core/Old/**"] }),
            ("module's exclude root", { $0.dependencyModules[0].excludeRoot = "Modules" }),
            ("module's Deli package", { $0.dependencyModules[0].deliPackage = "deli-fork" }),
            ("modules a module sees", { $0.dependencyModules[0].visibleModules = ["Interfaces"] }),
            ("selected profile", { $0.selectedProfile = "dev" }),
            ("property location", { $0.profiles[0].tree.root.location = .file("deli.yml") }),
            ("files a profile reads", { $0.profiles[0].files = ["empty.yml"] }),
        ]
        edits.append(("a property's type", { $0.profiles[0].tree = Self.tree(.string("1")) }))
        edits.append(("module's common properties", { $0.dependencyModules[0].commonProperties = Self.tree(.null) }))
        for (name, edit) in edits {
            var changed = Self.target()
            edit(&changed)
            #expect(TargetFingerprint.bytes(of: changed) != base, "\(name)")
        }
        var moved = Self.target()
        moved.sourceFiles = ["B.swift"]
        #expect(TargetFingerprint.bytes(of: moved) == base)
    }

    private static func tree(_ scalar: YAMLScalar) -> PropertyTree {
        PropertyTree(root: .mapping([YAMLMappingEntry(key: "port", value: .scalar(scalar))]))
    }
}
