import ArgumentParser
import DeliKit

/// `deli generate`: prints the factory source or the dependency graph of one target.
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
        let runner = CommandRunner(options: options)
        let outcome = try runner.check(needsGraph: type != .code)
        var texts: [String] = []
        for target in outcome.targets where !target.hasErrors {
            if let text = render(target) { texts.append(text) }
        }
        var extra: [Diagnostic] = []
        if let path = options.output, outcome.targets.allSatisfy({ !$0.hasErrors }) {
            var writer = GeneratedFileWriter(requiredHeader: header)
            if type == .code { writer.acceptsLegacy = LegacyGeneratedFile.isFactory }
            do { _ = try writer.write(texts.joined(), to: path) } catch { extra.append(error) }
        } else if !outcome.hasCheckErrors {
            FileHandleOutput.standardOutput.write(texts.joined())
        }
        try runner.finish(outcome, extra: extra, extraExitCode: DeliExitCode.usageOrConfiguration)
    }

    private var header: String {
        type == .code ? FactoryRenderer.headerPrefix : ""
    }

    private func render(_ outcome: TargetOutcome) -> String? {
        if type == .code { return outcome.factorySource }
        guard let graph = outcome.graph else { return nil }
        switch type {
        case .code: return outcome.factorySource
        case .json: return GraphExporter.json(graph, module: outcome.target.moduleName)
        case .dot: return GraphExporter.dot(graph, module: outcome.target.moduleName)
        case .mermaid: return GraphExporter.mermaid(graph, module: outcome.target.moduleName)
        }
    }
}
