#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A generated SwiftPM-style project for the scan and type-check benchmarks: `fileCount` files of
/// ordinary Swift (models, helpers, control flow), of which a fraction also declare Deli components.
///
/// Component `C<n>` (numbered 0, 1, 2, … across files) is a `Component` when `n` is 0 and otherwise
/// an `Autowired` class taking `C<n / 2>`, so the graph is a tree of depth log2(components).
public struct SyntheticProject: Sendable {
    /// One file: its path below the project folder and its text.
    public struct File: Sendable {
        public var path: String
        public var text: String
    }

    public var fileCount: Int
    /// How many of the files take part in DI, 0...1.
    public var diFraction: Double
    public var componentsPerDIFile: Int

    public init(fileCount: Int, diFraction: Double, componentsPerDIFile: Int) {
        self.fileCount = fileCount
        self.diFraction = diFraction
        self.componentsPerDIFile = componentsPerDIFile
    }

    /// Files that declare components, spread evenly over the project.
    public var diFileCount: Int { Int((Double(fileCount) * diFraction).rounded()) }
    public var componentCount: Int { diFileCount * componentsPerDIFile }

    /// `deli.yml` and every source file (under `Sources/App/GroupNN/`).
    public var files: [File] {
        [File(path: "deli.yml", text: Self.configuration)]
            + sources().map { File(path: "Sources/App/" + $0.path, text: $0.text) }
    }

    /// The source files, at `Group<n>/File<n>.swift`; with a `prefix`, component names carry it and
    /// component 0 takes `rootParent` (from the module `imports` names).
    func sources(prefix: String = "", rootParent: String? = nil, imports: String? = nil) -> [File] {
        var files: [File] = []
        var nextComponent = 0
        let header = "import Deli\n" + (imports.map { "import \($0)\n" } ?? "") + "\n"
        for index in 0..<fileCount {
            let isDI = diFileCount > 0 && index % max(1, fileCount / diFileCount) == 0 && nextComponent < componentCount
            var text = header + PlainCode.text(index: index)
            if isDI {
                text += ComponentCode.text(
                    from: nextComponent, count: componentsPerDIFile, prefix: prefix, rootParent: rootParent)
                nextComponent += componentsPerDIFile
            }
            files.append(File(path: "Group\(index / 100)/File\(index).swift", text: text))
        }
        return files
    }

    /// The path of the `index`th source file below the project folder.
    public static func sourcePath(_ index: Int) -> String { "Sources/App/Group\(index / 100)/File\(index).swift" }

    static let configuration = """
        config:
          App:
            project: .
            target: App
            className: AppFactory

        """

    /// Writes the project into `directory` (created), returning the number of bytes of Swift written.
    @discardableResult
    public func write(to directory: String) -> Int {
        Self.write(files, to: directory)
    }

    /// Writes `files` below `directory`, returning the number of bytes of Swift written.
    static func write(_ files: [File], to directory: String) -> Int {
        var bytes = 0
        for file in files {
            let path = directory + "/" + file.path
            makeDirectories(String(path[..<path.lastIndex(of: "/")!]))
            guard let handle = fopen(path, "w") else { fatalError("cannot write \(path)") }
            fputs(file.text, handle)
            fclose(handle)
            if file.path.hasSuffix(".swift") { bytes += file.text.utf8.count }
        }
        return bytes
    }

    private static func makeDirectories(_ path: String) {
        var current = ""
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            current += current.isEmpty && path.hasPrefix("/") ? "/" + part : (current.isEmpty ? "" : "/") + part
            if !current.isEmpty { mkdir(current, 0o755) }
        }
    }
}
