import ArgumentParser
import DeliKit

/// `deli build`: checks every target, then writes its factory and resolved file.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build", abstract: "Check the dependency graph and write each target's factory and resolved file.")

    @OptionGroup var options: CommonOptions

    func run() throws {
        let runner = CommandRunner(options: options, command: "build")
        let outcome = try runner.check()
        var writeErrors: [Diagnostic] = []
        var files: [String: [RunSummary.OutputFile]] = [:]
        for target in outcome.targets where !target.hasErrors {
            var written: [RunSummary.OutputFile] = []
            writeErrors += write(target, runner: runner, files: &written)
            files[target.target.name] = written
        }
        try runner.finish(
            outcome, extra: writeErrors, extraExitCode: DeliExitCode.usageOrConfiguration, files: files)
    }

    private func write(_ outcome: TargetOutcome, runner: CommandRunner, files: inout [RunSummary.OutputFile])
        -> [Diagnostic]
    {
        var errors: [Diagnostic] = []
        let writer = GeneratedFileWriter(requiredHeader: FactoryRenderer.headerPrefix)
        let factoryPath = options.output ?? outcome.target.outputPath
        if let source = outcome.factorySource {
            errors += write(source, to: factoryPath, with: writer, runner: runner, files: &files)
        }
        if options.resolveFile ?? outcome.target.resolve.generate, let resolved = outcome.resolvedSource {
            let resolvedWriter = GeneratedFileWriter(requiredHeader: ResolvedFileHeader.prefix)
            errors += write(
                resolved, to: outcome.target.resolve.outputPath, with: resolvedWriter, runner: runner, files: &files)
        }
        return errors
    }

    private func write(
        _ text: String, to path: String, with writer: GeneratedFileWriter, runner: CommandRunner,
        files: inout [RunSummary.OutputFile]
    ) -> [Diagnostic] {
        do {
            let result = try writer.write(text, to: path)
            runner.log(result == .written ? "wrote \(path)" : "\(path) is up to date")
            files.append(RunSummary.OutputFile(path: path, status: result == .written ? .written : .unchanged))
            return []
        } catch {
            return [error]
        }
    }
}
