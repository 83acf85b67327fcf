import ArgumentParser
import DeliKit

/// One `deli build`: checks every target, then writes the factory and the resolved file of each
/// target without errors, unless their recorded stamps prove them current. `deli watch` does one
/// after each change.
struct BuildRun {
    let options: CommonOptions
    let runner: CommandRunner

    /// Checks every target and writes the outputs of those without errors; returns the paths of the
    /// files it wrote. Throws the exit code of a run that failed, after printing why.
    ///
    /// - Parameter inspect: called with the checked targets before anything is written.
    @discardableResult
    func perform(inspecting inspect: (PipelineOutcome) -> Void = { _ in }) throws -> [String] {
        let outcome = try runner.check()
        inspect(outcome)
        let conflicts = OutputPathValidator().conflicts(among: outcome.targets.filter { !$0.hasErrors }.flatMap(files))
        if !conflicts.isEmpty {
            runner.report(outcome.allDiagnostics + conflicts)
            throw ExitCode(DeliExitCode.usageOrConfiguration)
        }
        guard let (files, writeErrors) = write(outcome, runner: runner) else {
            // A build record's text could not be read back: the targets are checked afresh.
            let fresh = try runner.checkWithoutRecords()
            let (files, writeErrors) = write(fresh, runner: runner) ?? ([:], [])
            try runner.finish(
                fresh, extra: writeErrors, extraExitCode: DeliExitCode.usageOrConfiguration, files: files)
            return Self.written(files)
        }
        try runner.finish(
            outcome, extra: writeErrors, extraExitCode: DeliExitCode.usageOrConfiguration, files: files)
        return Self.written(files)
    }

    private static func written(_ files: [String: [RunSummary.OutputFile]]) -> [String] {
        files.values.flatMap { $0.filter { $0.status == .written }.map(\.path) }
    }

    /// Writes the outputs of every target without errors: what each wrote, by target name, and the
    /// problems writing them; nil when a recorded text was needed and could not be read.
    private func write(_ outcome: PipelineOutcome, runner: CommandRunner)
        -> (files: [String: [RunSummary.OutputFile]], errors: [Diagnostic])?
    {
        let targets = outcome.targets.filter { !$0.hasErrors }
        // An output deli may not replace stops the run before anything is written.
        let refusals = targets.flatMap(outputs).compactMap { $0.writer.refusal(at: $0.path) }
        guard refusals.isEmpty else { return ([:], refusals) }
        var writeErrors: [Diagnostic] = []
        var files: [String: [RunSummary.OutputFile]] = [:]
        let store = runner.stores.outputStamps
        for target in targets {
            var written: [RunSummary.OutputFile] = []
            var stamps = OutputStampKeeper(store: store, target: target.target.name)
            guard let errors = write(target, runner: runner, stamps: &stamps, files: &written) else { return nil }
            writeErrors += errors
            if errors.isEmpty { stamps.save() }
            files[target.target.name] = written
        }
        return (files, writeErrors)
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

    private func write(
        _ outcome: TargetOutcome, runner: CommandRunner, stamps: inout OutputStampKeeper,
        files: inout [RunSummary.OutputFile]
    ) -> [Diagnostic]? {
        var errors: [Diagnostic] = []
        for output in outputs(outcome) {
            guard let found = write(output, runner: runner, stamps: &stamps, files: &files) else { return nil }
            errors += found
        }
        return errors
    }

    /// The texts a target without errors writes, where, and with which writer.
    private func outputs(_ outcome: TargetOutcome) -> [(text: GeneratedText, path: String, writer: GeneratedFileWriter)]
    {
        var outputs: [(text: GeneratedText, path: String, writer: GeneratedFileWriter)] = []
        if let factory = outcome.factory {
            let writer = GeneratedFileWriter(
                requiredHeader: FactoryRenderer.headerPrefix, acceptsLegacy: LegacyGeneratedFile.isFactory)
            outputs.append((factory, options.output ?? outcome.target.outputPath, writer))
        }
        if options.resolveFile ?? outcome.target.resolve.generate, let resolved = outcome.resolved {
            let writer = GeneratedFileWriter(
                requiredHeader: ResolvedFileHeader.prefix, acceptsLegacy: LegacyGeneratedFile.isResolvedFile)
            outputs.append((resolved, outcome.target.resolve.outputPath, writer))
        }
        return outputs
    }

    /// Writes one output unless its recorded stamp proves it current; nil when its text was needed
    /// and could not be read.
    private func write(
        _ output: (text: GeneratedText, path: String, writer: GeneratedFileWriter), runner: CommandRunner,
        stamps: inout OutputStampKeeper, files: inout [RunSummary.OutputFile]
    ) -> [Diagnostic]? {
        let (text, path, writer) = output
        do {
            let proven = stamps.provesUpToDate(path, hash: text.hash)
            guard let result = proven ? .unchanged : try writer.write(text, to: path) else { return nil }
            if !proven { stamps.note(path, hash: text.hash, text: text) }
            runner.log(result == .written ? "wrote \(path)" : "\(path) is up to date")
            files.append(RunSummary.OutputFile(path: path, status: result == .written ? .written : .unchanged))
            return []
        } catch {
            return [error]
        }
    }
}
