import Testing

@testable import DeliKit

/// A pipeline given ``SpentValues`` hands each target's scan, history, checked graph, checks'
/// context and blueprint there and produces the same outcome as one that frees them; with
/// ``SpentValues/untilExit`` only the last target's are kept, with a keeper of its own every
/// target's, until it is released. A pipeline without one keeps nothing.
/// Serialized: two of the tests read the process-wide ``SpentValues/untilExit``.
@Suite(.serialized) struct SpentValuesTests {
    private static let files = [
        "deli.yml": "config:\n  App:\n    project: App\n",
        "App/Service.swift": "import Deli\nfinal class Service: Component {}\n",
        "App/Consumer.swift":
            "import Deli\nfinal class Consumer: Autowired {\n    required init(_ service: Service) {}\n}\n",
    ]

    private static let twoTargets: [String: String] = {
        var files = Self.files
        files["deli.yml"] = "config:\n  App:\n    project: App\n  Tool:\n    project: Tool\n"
        files["Tool/Service.swift"] = "import Deli\nfinal class ToolService: Component {}\n"
        return files
    }()

    private func run(_ files: [String: String] = Self.files, spentValues: SpentValues?) -> PipelineOutcome {
        var pipeline = DeliPipeline(fileSystem: InMemoryFileSystem(files: files))
        pipeline.spentValues = spentValues
        let outcome = pipeline.run(configPath: "deli.yml")
        #expect(outcome.configurationDiagnostics == [])
        return outcome
    }

    @Test func aPipelineThatKeepsValuesUntilExitHandsFivePerTargetToTheKeeper() {
        let before = SpentValues.untilExit.count
        let kept = run(spentValues: .untilExit).targets[0]
        #expect(SpentValues.untilExit.count == before + 5)
        let freed = run(spentValues: nil).targets[0]
        #expect(kept.factorySource == freed.factorySource && kept.resolvedSource == freed.resolvedSource)
        #expect(kept.factorySource?.contains("Consumer") == true)
    }

    @Test func aRunOfSeveralTargetsKeepsOnlyTheLastTargetsValuesUntilExit() {
        let before = SpentValues.untilExit.count
        let outcome = run(Self.twoTargets, spentValues: .untilExit)
        #expect(outcome.targets.map(\.componentCount) == [2, 1])
        #expect(SpentValues.untilExit.count == before + 5, "the first target's values are freed as the run goes on")
    }

    @Test func aKeeperOfItsOwnHoldsEveryTargetsValuesUntilReleased() {
        let spent = SpentValues()
        let outcome = run(Self.twoTargets, spentValues: spent)
        #expect(outcome.targets.map(\.componentCount) == [2, 1])
        #expect(spent.count == 10)
        #expect(spent.release() == 10)
        #expect(spent.count == 0)
        #expect(spent.release() == 0)
    }

    @Test func releasedValuesAreFreed() {
        final class Probe {}
        let spent = SpentValues()
        weak var probe: Probe?
        do {
            let value = Probe()
            probe = value
            spent.keep(value)
        }
        #expect(probe != nil, "kept until released")
        spent.release()
        #expect(probe == nil)
    }

    @Test func aPipelineWithoutAKeeperKeepsNothing() {
        let before = SpentValues.untilExit.count
        let spent = SpentValues()
        _ = run(spentValues: nil)
        #expect(SpentValues.untilExit.count == before && spent.count == 0)
    }
}
