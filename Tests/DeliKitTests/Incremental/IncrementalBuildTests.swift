import Testing

@testable import DeliKit

/// Runs with the scan cache and build records after edits, additions, removals and renames give
/// what a cold run gives, while reading only the files that changed (and those that may mention a
/// name that became relevant).
@Suite struct IncrementalBuildTests {
    static let minute: Int64 = 60_000_000_000

    static let files = [
        "App/Logger.swift": "protocol Logger { func log(_ text: String) }\n",
        "App/Console.swift":
            "import Deli\nfinal class Console: Logger, Component {\n    func log(_ text: String) {}\n}\n",
        "App/Consumer.swift": """
        import Deli
        final class Consumer: Autowired {
            let logger: Logger
            required init(_ logger: Logger) { self.logger = logger }
            func run() { logger.log("run") }
        }

        """,
        "App/Audit.swift": "final class Audit {\n    init() {}\n    func note() {}\n}\n",
        "App/Plain.swift": "struct Point { var x = 0 }\nenum Mode { case on, off }\n",
    ]

    /// A project edited step by step, with the caches a CLI keeps between runs.
    struct Session {
        var disk = InMemoryFileSystem(files: IncrementalBuildTests.files.merging(["deli.yml": config]) { $1 })
        let records = MemoryRecords()
        var caches: any ScanCacheStorage = MemoryScanCache()
        static let config = "config:\n  App:\n    project: App\n"

        /// Moves the clock on by `advance` (by default a minute, so every file is old enough to be
        /// trusted), then runs with caches and without, and checks that both agree. Returns the cached
        /// run and the Swift files it read.
        mutating func step(
            advance: Int64 = IncrementalBuildTests.minute, sourceLocation: Testing.SourceLocation = #_sourceLocation
        ) -> (TargetOutcome, [String]) {
            disk.time += advance
            let counting = CountingFileSystem(base: disk)
            let cached = DeliPipeline(fileSystem: counting, scanCache: caches, buildRecords: records)
                .run(configPath: "deli.yml").targets[0]
            let cold = DeliPipeline(fileSystem: disk).run(configPath: "deli.yml").targets[0]
            #expect(cached.factorySource == cold.factorySource, sourceLocation: sourceLocation)
            #expect(cached.resolvedSource == cold.resolvedSource, sourceLocation: sourceLocation)
            #expect(cached.diagnostics == cold.diagnostics, sourceLocation: sourceLocation)
            #expect(cached.componentCount == cold.componentCount, sourceLocation: sourceLocation)
            return (cached, counting.sourceReads.sorted())
        }

        mutating func write(_ path: String, _ text: String) {
            disk.addFile(path, bytes: Array(text.utf8))
        }
    }

    @Test func aBodyEditIsAnsweredFromTheRecordAfterReadingOnlyThatFile() {
        var session = Session()
        _ = session.step()
        let (unchanged, noReads) = session.step()
        #expect(unchanged.isReplayed && noReads == [])
        let edited = Self.files["App/Consumer.swift"]!.replacingOccurrences(of: "log(\"run\")", with: "log(\"go\")")
        session.write("App/Consumer.swift", "// moved down a line\n" + edited)
        let (outcome, reads) = session.step()
        #expect(outcome.isReplayed, "same declarations on other lines: the recorded outcome stands")
        #expect(reads == ["App/Consumer.swift"])
    }

    @Test func aCommentInALeftOutDeclarationIsNoDeclarationChange() {
        var session = Session()
        let plain = "// note one\nstruct Point { var x = 0 }\n\n"
        session.write("App/Consumer.swift", plain + Self.files["App/Consumer.swift"]!)
        _ = session.step()
        session.write(
            "App/Consumer.swift", plain.replacingOccurrences(of: "one", with: "two") + Self.files["App/Consumer.swift"]!
        )
        let (outcome, reads) = session.step()
        #expect(outcome.isReplayed, "the left-out struct's words changed, not what the file declares")
        #expect(reads == ["App/Consumer.swift"])
    }

    @Test func aDeclarationEditRunsTheChecksAgain() {
        var session = Session()
        _ = session.step()
        session.write(
            "App/Console.swift",
            "import Deli\nfinal class Console: Logger, Component {\n    func log(_ text: String) {}\n    init() {}\n}\n"
        )
        session.write(
            "App/Consumer.swift",
            "import Deli\nfinal class Consumer: Autowired {\n    required init(_ logger: Logger, _ audit: Audit) {}\n}\n"
        )
        let (outcome, reads) = session.step()
        #expect(!outcome.isReplayed && outcome.hasErrors, "Audit is no component yet")
        // Audit became relevant: its skipped file was read again, the others were not.
        #expect(reads == ["App/Audit.swift", "App/Console.swift", "App/Consumer.swift"])
        session.write("App/AuditComponent.swift", "import Deli\nextension Audit: Component {}\n")
        let (fixed, _) = session.step()
        #expect(!fixed.hasErrors && fixed.componentCount == 3)
    }

    /// Leaf's file was parsed (it mentions Console) but Leaf's supertype was not relevant: its rule
    /// waits in the cache. Making Middle a component must fire it, and so reach Twig's skipped file.
    @Test func aNameThatBecomesRelevantFiresTheRulesOfCachedResults() {
        var session = Session()
        session.write("App/Middle.swift", "class Middle {\n    init() {}\n}\n")
        session.write("App/Leaf.swift", "class Leaf: Middle {\n    var console: Console?\n}\n")
        session.write("App/Twig.swift", "final class Twig: Leaf {}\n")
        let (first, _) = session.step()
        #expect(first.componentCount == 2)
        session.write("App/Middle.swift", "import Deli\nclass Middle: Component {\n    init() {}\n}\n")
        let (outcome, reads) = session.step()
        #expect(outcome.componentCount == 5 && outcome.factorySource?.contains("Twig.self") == true)
        #expect(reads == ["App/Middle.swift", "App/Twig.swift"])
    }

    /// A declaration edit renders only what changed: the registrations written as before are
    /// copied from the last record's factory and resolved file (a marker put there shows up), and
    /// the texts it keeps have one piece per registration.
    @Test func aDeclarationEditCopiesUnchangedRegistrationsFromTheRecord() throws {
        var session = Session()
        let (first, _) = session.step()
        var record = try #require(session.records.load(target: "App"))
        record.factory = GeneratedText(try Self.marked(first.factory, with: "// copied\n"))
        record.resolved = GeneratedText(try Self.marked(first.resolved, with: "# copied\n"))
        session.records.save(record, target: "App")
        session.write("App/Plain.swift", "struct Point { var x = 0 }\nenum Mode { case on, off, idle }\n")
        session.write("App/Audit.swift", "import Deli\nfinal class Audit: Component {\n    init() {}\n}\n")
        session.disk.time += Self.minute
        let outcome = DeliPipeline(fileSystem: session.disk, scanCache: session.caches, buildRecords: session.records)
            .run(configPath: "deli.yml").targets[0]
        let factory = try #require(outcome.factory?.pieced)
        #expect(factory.text.contains("// copied\n") && !factory.text.contains("Console.self"))
        let resolved = try #require(outcome.resolved?.pieced)
        #expect(resolved.text.contains("# copied\n") && !resolved.text.contains("type: Console\n"))
        #expect(factory.pieces.count == 3 && resolved.pieces.count == 3)
    }

    /// `text` with its first piece (Console's registration, the first by name) replaced by `marker`.
    static func marked(_ text: GeneratedText?, with marker: String) throws -> PiecedText {
        let recorded = try #require(text?.pieced)
        #expect(recorded.pieces.count == 2)
        let console = try #require(recorded.pieces.first)
        var bytes = Array(recorded.text.utf8)
        bytes.replaceSubrange(console.start..<(console.start + console.count), with: Array(marker.utf8))
        return PiecedText(
            text: String(decoding: bytes, as: UTF8.self),
            pieces: [TextPiece(key: console.key, start: console.start, count: marker.utf8.count)])
    }

    @Test func removedRenamedAndAddedFilesMatchAColdRun() {
        var session = Session()
        _ = session.step()
        session.disk.removeFile("App/Console.swift")
        let (missing, _) = session.step()
        #expect(missing.hasErrors)
        session.write("App/Sinks/Console.swift", Self.files["App/Console.swift"]!)
        let (renamed, _) = session.step()
        #expect(!renamed.hasErrors && renamed.componentCount == 2)
        session.write(
            "App/Plain.swift",
            Self.files["App/Plain.swift"]!
                + "final class Spare: Logger, Component {\n    func log(_ text: String) {}\n}\n")
        let (ambiguous, reads) = session.step()
        #expect(ambiguous.hasErrors && reads == ["App/Plain.swift"])
        session.disk.removeFile("App/Plain.swift")
        let (fixed, _) = session.step()
        #expect(!fixed.hasErrors)
    }

    @Test func aWarningInAnEditedFileIsReportedAtItsNewLine() {
        var session = Session()
        let broken = "import Deli\nfinal class Broken: Component {\n    init(x: Int) {}\n"
        session.write("App/Broken.swift", broken)
        let (first, _) = session.step()
        session.write("App/Broken.swift", "\n\n" + broken)
        let (second, _) = session.step()
        #expect(!second.isReplayed)
        #expect(first.diagnostics.map(\.location?.line) != second.diagnostics.map(\.location?.line))
    }
}
