import ArgumentParser
import DeliKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Runs the core pipeline for a command, prints its diagnostics and turns them into exit codes.
struct CommandRunner {
    let options: CommonOptions
    /// The command's name, for the summary (`build`, `validate`, `generate`, `why`).
    var command: String
    /// True when stdout carries the command's own document (`generate`), so that the JSON report
    /// goes to stderr and stdout stays one document.
    var reportsJSONOnStandardError = false
    /// Where the run reads and keeps what runs learn (see ``RunStores``).
    let stores: RunStores
    /// What the run reads the sources through.
    let fileSystem: any FileSystem
    /// True when the process runs once and exits (every command but `watch`).
    var exitsAfterRun = true
    private let started = ContinuousClock.now

    /// - Parameters:
    ///   - stores: the stores of a process that runs many times; by default those on disk.
    ///   - fileSystem: by default the local one, read afresh.
    init(
        options: CommonOptions, command: String, reportsJSONOnStandardError: Bool = false, stores: RunStores? = nil,
        fileSystem: any FileSystem = LocalFileSystem()
    ) {
        self.options = options
        self.fileSystem = fileSystem
        self.command = command
        self.reportsJSONOnStandardError = reportsJSONOnStandardError
        self.stores = stores ?? .onDisk(options: options)
        exitsAfterRun = stores == nil
    }

    /// Loads and checks every selected target. Exits with 2 on configuration errors.
    ///
    /// - Parameter needsGraph: true when the caller reads ``TargetOutcome/graph``, which a target
    ///   answered from its build record does not have; such runs skip the records.
    /// - Parameter outputIsPerTarget: `--output` names one target's file (a factory), so it takes
    ///   one target; false for a document of every selected target (a graph).
    /// - Parameter destinations: where the caller writes each target's texts after the run (a
    ///   build), so that the build records name those files instead of keeping copies.
    func check(
        needsGraph: Bool = false, outputIsPerTarget: Bool = true,
        writingTo destinations: (@Sendable (BuildTarget) -> OutputDestinations)? = nil
    ) throws -> PipelineOutcome {
        let source = ConfigurationSource(config: options.config, project: options.project)
        if let directory = stores.directory { log("scan cache in \(directory)") }
        var pipeline = DeliPipeline(
            fileSystem: fileSystem, scanCache: stores.scanCache, buildRecords: needsGraph ? nil : stores.records,
            moduleStore: stores.modules, walkRecords: stores.records)
        // When the process ends right after this run, freeing what the run built would be wasted
        // work; a process that runs again frees it once it has answered (see ``RunStores``).
        pipeline.spentValues = exitsAfterRun ? .untilExit : stores.spentValues
        pipeline.componentMemos = stores.componentMemos
        pipeline.outputDestinations = destinations
        let outcome = source.run(pipeline, options: options.configurationOptions, targets: options.target)
        for target in outcome.targets where !target.target.dependencyModules.isEmpty {
            log("\(target.target.name): links \(target.target.dependencyModules.map(\.name).joined(separator: ", "))")
        }
        for target in outcome.targets where target.isReplayed {
            let reason =
                target.editedFilesDeclareTheSame ? "the edited files declare the same things" : "nothing changed"
            log("\(target.target.name): \(reason) since the last run (answered from its build record)")
        }
        if outcome.hasConfigurationErrors {
            report(outcome.allDiagnostics)
            throw ExitCode(DeliExitCode.usageOrConfiguration)
        }
        if options.output != nil && outputIsPerTarget && outcome.targets.count > 1 {
            report(outcome.allDiagnostics + [.outputForSeveralTargets(outcome.targets.map(\.target.name))])
            throw ExitCode(DeliExitCode.usageOrConfiguration)
        }
        return outcome
    }

    /// Checks every selected target again without the build records, after a record answered a
    /// target whose generated text can no longer be read back (its texts file was damaged past the
    /// fingerprints at its start).
    func checkWithoutRecords() throws -> PipelineOutcome {
        log("a recorded generated text could not be read; checking again without build records")
        return try check(needsGraph: true)
    }

    /// Prints `diagnostics` (and, once targets were checked, the run's `summary`) the way
    /// `--reporter`, `--quiet` and `--verbose` ask.
    func report(_ diagnostics: [Diagnostic], summary: RunSummary? = nil) {
        let shown = options.quiet ? diagnostics.filter(\.isError) : diagnostics
        switch options.reporter {
        case .text:
            if !shown.isEmpty { FileHandleOutput.standardError.write(DiagnosticFormatter.text(shown)) }
            if let summary, options.summary, !options.quiet, command != "generate" {
                FileHandleOutput.standardError.write(summary.text)
            }
        case .json:
            // The diagnostics are a JSON array on stdout (stderr for `generate`, whose stdout
            // is the document); the summary is a JSON object on stderr.
            let output = reportsJSONOnStandardError ? FileHandleOutput.standardError : .standardOutput
            output.write(DiagnosticFormatter.json(shown) + "\n")
            if let summary, options.summary, !options.quiet, !reportsJSONOnStandardError {
                FileHandleOutput.standardError.write(JSONReport(summary: summary).text + "\n")
            }
        }
    }

    /// A progress line on stderr, shown only with `--verbose`.
    func log(_ message: String) {
        if options.verbose { FileHandleOutput.standardError.write("deli: \(message)\n") }
    }

    /// Prints everything, then exits with 1 when any target failed a check, or with
    /// `extraExitCode` when only `extra` (problems writing the outputs) has errors. A run that
    /// succeeds ends with its summary (`files` are what each target wrote, by target name).
    func finish(
        _ outcome: PipelineOutcome, extra: [Diagnostic] = [], extraExitCode: Int32 = DeliExitCode.checkFailed,
        files: [String: [RunSummary.OutputFile]] = [:]
    ) throws {
        let failed = outcome.hasCheckErrors || extra.contains(where: \.isError)
        let summary = RunSummary(
            command: command, outcome: outcome, files: files, seconds: Self.seconds(since: started))
        report(outcome.allDiagnostics + extra, summary: failed && options.reporter == .text ? nil : summary)
        if outcome.hasCheckErrors { throw ExitCode(DeliExitCode.checkFailed) }
        if extra.contains(where: \.isError) { throw ExitCode(extraExitCode) }
    }

    private static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}

extension DiagnosticID {
    /// `--output` was given while several targets are selected.
    static let outputForSeveralTargets = DiagnosticID("C058")
}

extension Diagnostic {
    static func outputForSeveralTargets(_ names: [String]) -> Diagnostic {
        .error(
            .outputForSeveralTargets,
            "--output names one file but \(names.count) targets are selected (\(names.joined(separator: ", "))); "
                + "add --target NAME")
    }
}
