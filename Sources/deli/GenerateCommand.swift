import ArgumentParser
import DeliKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `deli generate`: prints the factory sources, or one dependency graph of every selected target.
struct GenerateCommand: ParsableCommand {
    /// What `generate` prints.
    enum OutputType: String, ExpressibleByArgument, CaseIterable {
        case code, json, dot, mermaid
    }

    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Print the generated factory (code) or the dependency graph (json, dot, mermaid).")

    @Option(help: "What to print: code, json, dot or mermaid.")
    var type: OutputType = .code

    @OptionGroup var options: CommonOptions

    func run() throws {
        let runner = CommandRunner(options: options, command: "generate", reportsJSONOnStandardError: true)
        var outcome = try runner.check(needsGraph: type != .code, outputIsPerTarget: type == .code)
        // A factory a build record answered for, whose text can no longer be read, would print as
        // nothing: the targets are checked afresh instead.
        if type == .code, outcome.targets.contains(where: Self.lostItsFactory) {
            outcome = try runner.checkWithoutRecords()
        }
        let checked = outcome.targets.filter { !$0.hasErrors }
        let texts = type == .code ? checked.compactMap(\.factorySource) : [graphDocument(checked)]
        var extra: [Diagnostic] = []
        if let path = options.output, outcome.targets.allSatisfy({ !$0.hasErrors }) {
            var writer = GeneratedFileWriter(requiredHeader: header)
            if type == .code { writer.acceptsLegacy = LegacyGeneratedFile.isFactory }
            if type == .json { writer.acceptsLegacy = GraphExporter.isJSONGraph }
            do { _ = try writer.write(texts.joined(), to: path) } catch { extra.append(error) }
        } else if !outcome.hasCheckErrors {
            FileHandleOutput.standardOutput.write(texts.joined())
        }
        try runner.finish(outcome, extra: extra, extraExitCode: DeliExitCode.usageOrConfiguration)
    }

    /// A target without errors whose factory was answered from a build record and cannot be read.
    private static func lostItsFactory(_ target: TargetOutcome) -> Bool {
        !target.hasErrors && target.factory != nil && target.factorySource == nil
    }

    /// What a file starts with when `generate` wrote it; JSON has no comments (see
    /// ``GraphExporter/isJSONGraph(_:)``).
    private var header: String {
        switch type {
        case .code: return FactoryRenderer.headerPrefix
        case .json: return ""
        case .dot: return GraphExporter.dotHeader
        case .mermaid: return GraphExporter.mermaidHeader
        }
    }

    /// One document for every checked target: modules, their nodes and the edges between them.
    private func graphDocument(_ outcomes: [TargetOutcome]) -> String {
        let graph = AppGraph(
            outcomes.compactMap { outcome in outcome.graph.map { (outcome.target.moduleName, $0) } },
            name: outcomes.first.map { URL(fileURLWithPath: $0.target.projectPath).standardized.lastPathComponent }
                ?? "app")
        switch type {
        case .code, .json: return GraphExporter.json(graph)
        case .dot: return GraphExporter.dot(graph)
        case .mermaid: return GraphExporter.mermaid(graph)
        }
    }
}
