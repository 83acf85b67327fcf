#if os(Linux)
    import Foundation

    /// Edits a project on disk the ways a user does between two builds, for ``EditSequenceCLITests``.
    /// Files are picked by the step number, so every run makes the same edits.
    struct ProjectEditor {
        /// The kinds of edit, made in this order by ``EditSequenceCLITests``: each one that breaks the
        /// project is followed by one that mends it.
        enum Edit: CaseIterable {
            case addComponent, addConsumer, changeBody, sameSizeAndTime, addComment, removeFile, restoreFile
            case renameFile, moveFile, breakProperty, fixProperty, breakSyntax, fixSyntax, changeConfiguration
        }

        static let configuration = """
            config:
              App:
                project: .
                target: App
                properties: [Configurations/app.yml]

            """

        /// Four protocols, a component of each, a consumer of each and a configuration property.
        static let files: [String: String] = {
            var files = [
                "deli.yml": configuration,
                "Configurations/app.yml": "server:\n  port: 8080\n",
                "Sources/App/Protocols.swift": (0..<4).map { "protocol P\($0): AnyObject {}\n" }.joined(),
                "Sources/App/Server.swift":
                    "import Deli\nstruct ServerConfig: ConfigProperty {\n    let target = \"server\"\n    let port: Int\n}\n",
            ]
            for index in 0..<4 {
                files["Sources/App/C\(index).swift"] = component(index)
                files["Sources/App/U\(index).swift"] = consumer(index, of: index)
            }
            return files
        }()

        let project: TemporaryProject
        private var next = 10
        private var removed: (path: String, text: String)?
        private var broken: (path: String, text: String)?

        init(_ project: TemporaryProject) {
            self.project = project
        }

        mutating func make(_ edit: Edit, step: Int) throws {
            next += 1
            switch edit {
            case .addComponent: try project.write(Self.component(next), to: "Sources/App/C\(next).swift")
            case .addConsumer: try project.write(Self.consumer(next, of: step % 4), to: "Sources/App/U\(next).swift")
            case .changeBody: try change(pick(step, containing: "{ 1"), "{ 1", "{ 2")
            case .sameSizeAndTime: try keepingStamp(pick(step, containing: "[P")) { try bumpProtocol(in: $0) }
            case .addComment: try change(pick(step), "\n", "\n// Edited at step \(step).\n")
            case .removeFile: try remove(pick(step, containing: "Component"))
            case .restoreFile: if let removed { try project.write(removed.text, to: removed.path) }
            case .renameFile: try move(pick(step), to: "Sources/App/R\(next).swift")
            case .moveFile: try move(pick(step), to: "Sources/App/Moved/M\(next).swift")
            case .breakProperty: try project.write("server:\n  port: eighty\n", to: "Configurations/app.yml")
            case .fixProperty: try project.write("server:\n  port: 8080\n", to: "Configurations/app.yml")
            case .breakSyntax: try breakSyntax(pick(step))
            case .fixSyntax: if let broken { try project.write(broken.text, to: broken.path) }
            case .changeConfiguration: try toggleAccessControl()
            }
        }

        private static func component(_ index: Int) -> String {
            "import Deli\nfinal class C\(index): P\(index % 4), Component {\n    init() {}\n    func size() -> Int { 1 }\n}\n"
        }

        /// A consumer of every implementation of one protocol and of the first component.
        private static func consumer(_ index: Int, of protocolIndex: Int) -> String {
            """
            import Deli
            final class U\(index): Autowired {
                let all: [P\(protocolIndex)]
                required init(_ all: [P\(protocolIndex)], _ first: C0) { self.all = all }
            }

            """
        }

        /// A source file other than the protocols and the property type, by the step number: the
        /// first from there on that contains `text`.
        private func pick(_ step: Int, containing text: String = "") throws -> String {
            let sources = try FileManager.default.subpathsOfDirectory(atPath: project.url.path + "/Sources/App")
                .filter {
                    $0.hasSuffix(".swift") && !["DeliFactory.swift", "Protocols.swift", "Server.swift"].contains($0)
                }
                .sorted()
                .map { "Sources/App/" + $0 }
            let start = (step * 7) % sources.count
            let rotated = sources[start...] + sources[..<start]
            return try rotated.first { try project.read($0).contains(text) } ?? sources[start]
        }

        private func change(_ path: String, _ old: String, _ new: String) throws {
            let text = try project.read(path)
            guard let range = text.range(of: old) else { return }
            try project.write(text.replacingCharacters(in: range, with: new), to: path)
        }

        /// Makes the file ask for the protocol after the first one it asks an array of: the same
        /// number of bytes, written in place (the file keeps its inode).
        private func bumpProtocol(in path: String) throws {
            let text = try project.read(path)
            guard let range = text.range(of: "[P"), let digit = text[range.upperBound...].first?.wholeNumberValue
            else { return }
            let bumped = text.replacingOccurrences(of: "[P\(digit)]", with: "[P\((digit + 1) % 4)]")
            let handle = try FileHandle(forWritingTo: project.url.appendingPathComponent(path))
            defer { try? handle.close() }
            try handle.write(contentsOf: Data(bumped.utf8))
        }

        /// Runs `edit` on `path`, then gives the file back its modification time to the nanosecond.
        private func keepingStamp(_ path: String, _ edit: (String) throws -> Void) throws {
            let full = project.url.appendingPathComponent(path).path
            var before = stat()
            guard stat(full, &before) == 0 else { throw CocoaError(.fileReadUnknown) }
            try edit(path)
            guard utimensat(AT_FDCWD, full, [before.st_atim, before.st_mtim], 0) == 0 else {
                throw CocoaError(.fileWriteUnknown)
            }
        }

        private mutating func remove(_ path: String) throws {
            removed = (path, try project.read(path))
            try FileManager.default.removeItem(at: project.url.appendingPathComponent(path))
        }

        private func move(_ path: String, to destination: String) throws {
            let target = project.url.appendingPathComponent(destination)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.moveItem(at: project.url.appendingPathComponent(path), to: target)
        }

        private mutating func breakSyntax(_ path: String) throws {
            let text = try project.read(path)
            broken = (path, text)
            try project.write(text + "final class {\n", to: path)
        }

        private func toggleAccessControl() throws {
            let text = try project.read("deli.yml")
            let line = "    accessControl: internal\n"
            try project.write(
                text.contains(line) ? text.replacingOccurrences(of: line, with: "") : text + line, to: "deli.yml")
        }
    }
#endif
