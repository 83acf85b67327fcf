/// What `deli init` learns about a SwiftPM package: its targets (tests, macros and plugins left
/// out), where their sources are, and which of them import Deli or already use `DeliPlugin`.
public struct PackageSurvey: Sendable, Hashable {
    /// One target of the package.
    public struct Target: Sendable, Hashable {
        public var name: String
        /// The sources directory relative to the package.
        public var sourcesDirectory: String
        /// True when one of its Swift files has `import Deli` (or `@testable import Deli`, …).
        public var importsDeli: Bool
        public var usesDeliPlugin: Bool
        /// The targets of this package it depends on, by name.
        public var dependencies: [String]
    }

    public var targets: [Target]
    /// The `name:` (else the identity) of the package dependency that provides Deli, when the
    /// manifest already has one.
    public var deliPackage: String?

    /// Surveys the package whose manifest text is `manifest`, reading its sources below `project`.
    public init(manifest: String, project: String, fileSystem: any FileSystem) {
        let parsed = PackageManifestReader.manifest(manifest)
        let names = Set(parsed.targets.map(\.name))
        targets = parsed.targets.filter { ["target", "executableTarget"].contains($0.kind) }.map { target in
            Target(
                name: target.name, sourcesDirectory: target.sourcesDirectory,
                importsDeli: Self.importsDeli(FilePath.join(project, target.sourcesDirectory), fileSystem: fileSystem),
                usesDeliPlugin: target.usesDeliPlugin,
                dependencies: target.dependencies.compactMap { Self.localName($0, among: names) })
        }
        deliPackage = parsed.deliPackageReference
    }

    /// The target name nearest to a misspelt `name`, for a did-you-mean.
    public func suggestion(for name: String) -> String? {
        KeySuggester.suggestion(for: name, among: targets.map(\.name))
    }

    private static func localName(_ dependency: ManifestTargetDependency, among names: Set<String>) -> String? {
        switch dependency {
        case .byName(let name), .target(let name): return names.contains(name) ? name : nil
        case .product: return nil
        }
    }

    /// True when a Swift file below `directory` imports the `Deli` module.
    static func importsDeli(_ directory: String, fileSystem: any FileSystem) -> Bool {
        let files = DirectoryWalker(fileSystem: fileSystem).files(under: directory).files
        return files.filter(FilePath.hasSwiftExtension).contains { file in
            guard let bytes = try? fileSystem.readFile(at: FilePath.join(directory, file)) else { return false }
            return String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).contains(
                where: isDeliImport)
        }
    }

    /// `import Deli`, `@testable import Deli`, `public import Deli`, `import class Deli.AppContext`.
    static func isDeliImport(_ line: Substring) -> Bool {
        let code = line.prefix { $0 != "/" }
        var words = code.split(whereSeparator: \.isWhitespace)[...]
        let modifiers: Set<Substring> = ["public", "package", "internal", "fileprivate", "private"]
        while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) { words.removeFirst() }
        guard words.first == "import" else { return false }
        words.removeFirst()
        let kinds: Set<Substring> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
        if let first = words.first, kinds.contains(first) { words.removeFirst() }
        guard words.count == 1, var module = words.first else { return false }
        while module.hasSuffix(";") { module.removeLast() }
        return module == "Deli" || module.hasPrefix("Deli.")
    }
}
