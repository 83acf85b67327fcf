#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A generated multi-module SwiftPM package for the scan benchmarks: `moduleCount` library targets
/// `M0`…, each of `filesPerModule` files like ``SyntheticProject``'s, where module `k > 0` depends on
/// module `(k - 1) / 2` (a tree whose root every module reaches) and its first component takes the
/// first component of that module.
public struct SyntheticPackage: Sendable {
    public var moduleCount: Int
    public var filesPerModule: Int
    public var diFraction: Double
    public var componentsPerDIFile: Int
    /// Where the Deli package is, as the manifest names it.
    public var deliPackagePath = "../Deli"
    /// True when every module runs `DeliPlugin` (its factory is generated during `swift build`).
    public var usesPlugin = false

    public init(moduleCount: Int, filesPerModule: Int, diFraction: Double, componentsPerDIFile: Int) {
        self.moduleCount = moduleCount
        self.filesPerModule = filesPerModule
        self.diFraction = diFraction
        self.componentsPerDIFile = componentsPerDIFile
    }

    public static func moduleName(_ index: Int) -> String { "M\(index)" }

    /// The module `index` depends on directly (nil for `M0`).
    public static func parent(of index: Int) -> Int? { index == 0 ? nil : (index - 1) / 2 }

    /// Every module `index` depends on, directly or not, nearest first.
    public static func ancestors(of index: Int) -> [Int] {
        var found: [Int] = []
        var current = index
        while let parent = parent(of: current) {
            found.append(parent)
            current = parent
        }
        return found
    }

    /// `Package.swift`, `deli.yml` and every module's sources (`Sources/M<k>/Group<n>/File<n>.swift`).
    public var files: [SyntheticProject.File] {
        var files = [
            SyntheticProject.File(path: "Package.swift", text: manifest),
            SyntheticProject.File(path: "deli.yml", text: configuration),
        ]
        let module = SyntheticProject(
            fileCount: filesPerModule, diFraction: diFraction, componentsPerDIFile: componentsPerDIFile)
        for index in 0..<moduleCount {
            let name = Self.moduleName(index)
            let parent = Self.parent(of: index).map(Self.moduleName)
            for file in module.sources(prefix: name, rootParent: parent.map { "\($0)C0" }, imports: parent) {
                files.append(SyntheticProject.File(path: "Sources/\(name)/" + file.path, text: file.text))
            }
        }
        return files
    }

    private var manifest: String {
        let targets = (0..<moduleCount).map { index in
            let parent = Self.parent(of: index).map { "\"\(Self.moduleName($0))\", " } ?? ""
            let plugins = usesPlugin ? ", plugins: [.plugin(name: \"DeliPlugin\", package: \"Deli\")]" : ""
            return "        .target(name: \"\(Self.moduleName(index))\", dependencies: [\(parent)\"Deli\"]\(plugins)),"
        }
        return """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Synthetic",
                dependencies: [.package(name: "Deli", path: "\(deliPackagePath)")],
                targets: [
            \(targets.joined(separator: "\n"))
                ]
            )

            """
    }

    private var configuration: String {
        let entries = (0..<moduleCount).map { index in
            let name = Self.moduleName(index)
            return "  \(name):\n    project: .\n    target: \(name)\n    className: \(name)Factory\n"
        }
        return "config:\n" + entries.joined()
    }

    /// Writes the package into `directory`, returning the number of bytes of Swift written.
    @discardableResult
    public func write(to directory: String) -> Int {
        SyntheticProject.write(files, to: directory)
    }
}
