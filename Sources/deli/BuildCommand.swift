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
        let conflicts = OutputPathValidator().conflicts(among: outcome.targets.filter { !$0.hasErrors }.flatMap(files))
        if !conflicts.isEmpty {
            runner.report(outcome.allDiagnostics + conflicts)
            throw ExitCode(DeliExitCode.usageOrConfiguration)
        }
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

    /// The files `write` would write for `outcome`, as the options change them.
    private func files(_ outcome: TargetOutcome) -> [OutputPathValidator.Claim] {
        let target = outcome.target
        let factory = OutputPathValidator.Claim(
            path: options.output ?? target.outputPath, target: target.name,
            key: options.output == nil ? "output" : "--output", location: nil)
        guard options.resolveFile ?? target.resolve.generate else { return [factory] }
        let resolved = OutputPathValidator.Claim(
            path: target.resolve.outputPath, target: target.name, key: "resolve.output", location: nil)
        return [factory, resolved]
    }

    private func write(_ outcome: TargetOutcome, runner: CommandRunner, files: inout [RunSummary.OutputFile])
        -> [Diagnostic]
    {
        var errors: [Diagnostic] = []
        let writer = GeneratedFileWriter(
            requiredHeader: FactoryRenderer.headerPrefix, acceptsLegacy: LegacyGeneratedFile.isFactory)
        let factoryPath = options.output ?? outcome.target.outputPath
        if let source = outcome.factorySource {
            errors += write(source, to: factoryPath, with: writer, runner: runner, files: &files)
        }
        if options.resolveFile ?? outcome.target.resolve.generate, let resolved = outcome.resolvedSource {
            let resolvedWriter = GeneratedFileWriter(
                requiredHeader: ResolvedFileHeader.prefix, acceptsLegacy: LegacyGeneratedFile.isResolvedFile)
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
