#if os(Linux)
    import Foundation
    import Testing

    /// A project edited the ways a user edits one (see ``ProjectEditor``), built after every edit with
    /// the caches (by itself, served by a `deli watch`, or by the `deli serve` the first build
    /// started) and, in a second folder given the same
    /// sources, with `--no-cache`: both end with the same exit code, print the same diagnostics and
    /// leave the same generated files. Each build follows its edit without a pause, so most edited
    /// files are still too fresh for their stamps to be trusted; a file rewritten in place with its
    /// size and modification time kept is told apart by its status-change time alone.
    @Suite struct EditSequenceCLITests {
        private static let outputs = ["Sources/App/DeliFactory.swift", "Deli.resolved"]

        /// Who builds with the caches.
        enum Builder: CaseIterable {
            case alone, watch, server
        }

        @Test(arguments: Builder.allCases) func cachedBuildsAgreeWithBuildsWithoutCaches(builder: Builder) throws {
            let cached = try TemporaryProject(files: ProjectEditor.files)
            let fresh = try TemporaryProject(files: [:])
            var editor = ProjectEditor(cached)
            let watch = builder == .watch ? try WatchingDeli(in: cached.url, polling: false) : nil
            defer { watch?.stop() }
            if let watch { try #require(watch.waitForBuilds(1)) }
            let environment = builder == .server ? ServerCLITests.allowing() : DeliProcess.environment
            var servers: Set<pid_t> = []
            defer { servers.forEach(ServerCLITests.stop) }
            let edits = ProjectEditor.Edit.allCases + ProjectEditor.Edit.allCases
            for (step, edit) in edits.enumerated() {
                try editor.make(edit, step: step)
                try Self.copySources(of: cached, to: fresh)
                let incremental = try DeliProcess.run(
                    DeliProcess.executable, ["build", "--verbose"], in: cached.url, environment: environment)
                let full = try DeliProcess.run(["build", "--verbose", "--no-cache"], in: fresh.url)
                let context = Comment(rawValue: "step \(step), \(edit)")
                #expect(incremental.status == full.status, context)
                #expect(Self.diagnostics(incremental) == Self.diagnostics(full), context)
                for output in Self.outputs {
                    #expect((try? cached.read(output)) == (try? fresh.read(output)), context)
                }
                if builder == .watch {
                    #expect(incremental.standardError.contains("deli: built by the deli watch"), context)
                }
                if builder == .server {
                    let server = ServerCLITests.server(in: incremental.standardError)
                    #expect(server != nil, context)
                    if let server { servers.insert(server) }
                }
            }
            if builder == .server {
                // One server did every build: nothing ended it on the way.
                #expect(servers.count == 1)
            }
        }

        /// What a build printed besides its progress (`deli: …`) and its summary (`App: …` and the
        /// time it took).
        private static func diagnostics(_ result: DeliProcess.Result) -> [Substring] {
            result.standardError.split(separator: "\n").filter { line in
                !["deli: ", "App: ", "Build complete: "].contains { line.hasPrefix($0) }
            }
        }

        /// Makes `fresh` hold the sources, properties and configuration of `cached`, keeping the files
        /// its own builds generated.
        private static func copySources(of cached: TemporaryProject, to fresh: TemporaryProject) throws {
            for path in try projectFiles(of: fresh) {
                try FileManager.default.removeItem(at: fresh.url.appendingPathComponent(path))
            }
            for path in try projectFiles(of: cached) {
                try fresh.write(try cached.read(path), to: path)
            }
        }

        /// The project's files besides its caches and the generated ones.
        private static func projectFiles(of project: TemporaryProject) throws -> [String] {
            guard FileManager.default.fileExists(atPath: project.url.path) else { return [] }
            return try FileManager.default.subpathsOfDirectory(atPath: project.url.path).filter {
                !$0.hasPrefix(".build") && !outputs.contains($0) && !isFolder(project.url.appendingPathComponent($0))
            }
        }

        private static func isFolder(_ url: URL) -> Bool {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }
#endif
