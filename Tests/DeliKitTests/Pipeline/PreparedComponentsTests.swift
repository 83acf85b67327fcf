import Testing

@testable import DeliKit

/// A process that keeps components between runs (`deli watch`) builds the graph once even when its
/// first run is answered from the build record, so that its first edit rebuilds only what changed.
@Suite struct PreparedComponentsTests {
    static let files = [
        "deli.yml": "config:\n  App:\n    project: .\n    target: App\n",
        "Sources/App/A.swift": "import Deli\nfinal class A: Component {\n    init() {}\n}\n",
        "Sources/App/B.swift": "import Deli\nfinal class B: Autowired {\n    required init(_ a: A) {}\n}\n",
        "Sources/App/C.swift": "import Deli\nfinal class C: Component {\n    init() {}\n}\n",
    ]

    private struct Session {
        var disk = InMemoryFileSystem(files: PreparedComponentsTests.files)
        let caches = MemoryScanCache()
        let records = MemoryRecords()
        let memos = ComponentMemos()

        /// One run a minute later, through the memos when `keeping`; checked against a run without
        /// any store.
        mutating func run(keeping: Bool, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> TargetOutcome {
            disk.time += 60_000_000_000
            var pipeline = DeliPipeline(fileSystem: disk, scanCache: caches, buildRecords: records)
            if keeping { pipeline.componentMemos = memos }
            let outcome = pipeline.run(configPath: "deli.yml").targets[0]
            let cold = DeliPipeline(fileSystem: disk).run(configPath: "deli.yml").targets[0]
            #expect(outcome.factorySource == cold.factorySource, sourceLocation: sourceLocation)
            #expect(outcome.resolvedSource == cold.resolvedSource, sourceLocation: sourceLocation)
            #expect(outcome.diagnostics == cold.diagnostics, sourceLocation: sourceLocation)
            return outcome
        }
    }

    @Test func aFirstRunAnsweredByTheRecordStillBuildsTheComponentsOnce() {
        var session = Session()
        // An earlier process built and recorded the project.
        _ = session.run(keeping: false)
        #expect(!session.memos.hasMemo(for: "App"))

        let answered = session.run(keeping: true)
        #expect(answered.isReplayed)
        #expect(session.memos.hasMemo(for: "App"), "the graph was built once for the next run")
        #expect(session.memos.memo(for: "App").builtCount == 3)
        let saves = (session.records.saves, session.caches.saves)

        // Answered again: nothing is built or saved a second time.
        #expect(session.run(keeping: true).isReplayed)
        #expect(session.memos.memo(for: "App").builtCount == 3)
        #expect(session.records.saves == saves.0 && session.caches.saves == saves.1)

        // The first edit builds the edited file's components alone.
        session.disk.addFile(
            "Sources/App/C.swift",
            bytes: Array(
                "import Deli\nfinal class C: Component {\n    init() {}\n}\nfinal class D: Component {\n    init() {}\n}\n"
                    .utf8))
        let edited = session.run(keeping: true)
        #expect(!edited.isReplayed && edited.factorySource?.contains("D()") == true)
        #expect(session.memos.memo(for: "App").builtCount == 1)
    }

    @Test func aProcessThatKeepsNoComponentsBuildsNothingForARecordedRun() {
        var session = Session()
        _ = session.run(keeping: false)
        #expect(session.run(keeping: false).isReplayed)
        #expect(!session.memos.hasMemo(for: "App"))
    }
}
