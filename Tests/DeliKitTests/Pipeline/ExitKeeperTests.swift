import Testing

@testable import DeliKit

/// A pipeline that keeps its values until the process exits (the `deli` command) hands the last
/// target's scan, history, checked graph, the checks' context and the blueprint to
/// ``ExitKeeper`` and produces the same outcome; a pipeline that does not keeps nothing.
/// Serialized: the tests read the process-wide count.
@Suite(.serialized) struct ExitKeeperTests {
    private static let files = [
        "deli.yml": "config:\n  App:\n    project: App\n",
        "App/Service.swift": "import Deli\nfinal class Service: Component {}\n",
        "App/Consumer.swift":
            "import Deli\nfinal class Consumer: Autowired {\n    required init(_ service: Service) {}\n}\n",
    ]

    private func run(keeping: Bool) -> TargetOutcome {
        var pipeline = DeliPipeline(fileSystem: InMemoryFileSystem(files: Self.files))
        pipeline.keepsValuesUntilExit = keeping
        let outcome = pipeline.run(configPath: "deli.yml")
        #expect(outcome.configurationDiagnostics == [])
        return outcome.targets[0]
    }

    @Test func aPipelineThatKeepsValuesHandsFivePerTargetToTheKeeper() {
        let before = ExitKeeper.count
        let kept = run(keeping: true)
        #expect(ExitKeeper.count == before + 5)
        let freed = run(keeping: false)
        #expect(kept.factorySource == freed.factorySource && kept.resolvedSource == freed.resolvedSource)
        #expect(kept.factorySource?.contains("Consumer") == true)
    }

    @Test func aRunOfSeveralTargetsKeepsOnlyTheLastTargetsValues() {
        var files = Self.files
        files["deli.yml"] = "config:\n  App:\n    project: App\n  Tool:\n    project: Tool\n"
        files["Tool/Service.swift"] = "import Deli\nfinal class ToolService: Component {}\n"
        var pipeline = DeliPipeline(fileSystem: InMemoryFileSystem(files: files))
        pipeline.keepsValuesUntilExit = true
        let before = ExitKeeper.count
        let outcome = pipeline.run(configPath: "deli.yml")
        #expect(outcome.targets.map(\.componentCount) == [2, 1])
        #expect(ExitKeeper.count == before + 5, "the first target's values are freed as the run goes on")
    }

    @Test func aPipelineThatFreesItsValuesKeepsNothing() {
        let before = ExitKeeper.count
        _ = run(keeping: false)
        #expect(ExitKeeper.count == before)
    }
}
