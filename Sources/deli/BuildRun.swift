import ArgumentParser
import DeliKit

/// One `deli build`: checks every target, then writes the factory and the resolved file of each
/// target without errors, unless their recorded stamps prove them current. `deli watch` does one
/// after each change.
struct BuildRun {
    let options: CommonOptions
    let runner: CommandRunner
    /// Where a server or a watch takes the work nobody waits for (settling the stamps of the outputs
    /// written, removing the files they replaced); nil does it before the run ends.
    var laterWork: LaterWork?

    /// Checks every target and writes the outputs of those without errors; returns the paths of the
    /// files it wrote. Throws the exit code of a run that failed, after printing why.
    ///
    /// - Parameter inspect: called with the checked targets before anything is written.
    @discardableResult
    func perform(inspecting inspect: (PipelineOutcome) -> Void = { _ in }) throws -> [String] {
        let outcome = try runner.check(writingTo: destinations)
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
            if errors.isEmpty { save(stamps) }
            files[target.target.name] = written
        }
        return (files, writeErrors)
    }

    /// Saves the stamps of a target's outputs, now or as ``laterWork``.
    private func save(_ stamps: OutputStampKeeper) {
        LaterWork.perform({ stamps.save() }, laterIn: laterWork)
    }

    /// The files `write` would write for `outcome`, as the options change them.
    private func files(_ outcome: TargetOutcome) -> [OutputPathValidator.Claim] {
        let target = outcome.target
        let paths = Self.paths(of: target, output: options.output, resolveFile: options.resolveFile)
        let factory = OutputPathValidator.Claim(
            path: paths.factory, target: target.name, key: options.output == nil ? "output" : "--output", location: nil)
        guard let resolved = paths.resolved else { return [factory] }
        return [
            factory,
            OutputPathValidator.Claim(path: resolved, target: target.name, key: "resolve.output", location: nil),
        ]
    }

    /// Where a build with `output` (`--output`) and `resolveFile` (`--[no-]resolve-file`) writes
    /// `target`'s factory and, when it writes one, its resolved file.
    private static func paths(of target: BuildTarget, output: String?, resolveFile: Bool?)
        -> (factory: String, resolved: String?)
    {
        (output ?? target.outputPath, (resolveFile ?? target.resolve.generate) ? target.resolve.outputPath : nil)
    }

    /// The files this run writes each target's texts to, from the working folder: the build record
    /// then names them instead of keeping copies of the texts.
    private var destinations: @Sendable (BuildTarget) -> OutputDestinations {
        let (output, resolveFile) = (options.output, options.resolveFile)
        let folder = LocalFileSystem.workingDirectory
        return { target in
            let paths = Self.paths(of: target, output: output, resolveFile: resolveFile)
            return OutputDestinations(
                factory: FilePath.join(folder, paths.factory),
                resolved: paths.resolved.map { FilePath.join(folder, $0) })
        }
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
        let paths = Self.paths(of: outcome.target, output: options.output, resolveFile: options.resolveFile)
        if let factory = outcome.factory {
            let writer = GeneratedFileWriter(
                requiredHeader: FactoryRenderer.headerPrefix, acceptsLegacy: LegacyGeneratedFile.isFactory,
                laterWork: laterWork)
            outputs.append((factory, paths.factory, writer))
        }
        if let path = paths.resolved, let resolved = outcome.resolved {
            let writer = GeneratedFileWriter(
                requiredHeader: ResolvedFileHeader.prefix, acceptsLegacy: LegacyGeneratedFile.isResolvedFile,
                laterWork: laterWork)
            outputs.append((resolved, path, writer))
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
