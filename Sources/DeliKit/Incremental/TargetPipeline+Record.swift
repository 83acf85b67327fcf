extension TargetPipeline {
    /// A fingerprint of everything a target's outcome depends on besides its source files: the
    /// tool version, the renderer settings, the whole target (configuration, merged properties of
    /// every profile, output settings) and what its dependencies' resolved files declare.
    func inputsKey(
        _ target: BuildTarget, externals: [ExternalRegistration], factories: [DependencyFactoryReference],
        diagnostics: [Diagnostic]
    ) -> ContentHash {
        var described = target
        described.sourceFiles = []
        var writer = BinaryWriter()
        writer.write("\(DeliVersion.current)\n\(renderer.registrationsPerFunction)\n\(described)")
        // The dependencies in the cache's binary form: describing them as text took most of a run
        // answered from its record when a target depends on thousands of registrations.
        writer.write(externals)
        writer.writeArray(factories) { writer, factory in
            writer.write(factory.module)
            writer.write(factory.className)
        }
        writer.write(diagnostics)
        return ContentHash(bytes: writer.bytes)
    }

    /// The record of a run whose scan read or trusted the target's files (stamped at `stamps`, before
    /// they were read, at a run that started at `startedAt`).
    func record(
        of outcome: TargetOutcome, scan: IncrementalScan, stamps: [FileStamp?], key: ContentHash, startedAt: Int64
    ) -> BuildRecord {
        let recorded = zip(scan.hashes, stamps).map { hash, stamp in
            RecordedFile(stamp: stamp, hash: hash ?? RecordedFile.unreadable)
        }
        return BuildRecord(
            inputsKey: key, sourcesKey: BuildRecord.sourcesKey(outcome.target.sourceFiles),
            trustedBefore: startedAt - BuildRecord.trustMargin, files: recorded, diagnostics: outcome.diagnostics,
            componentCount: outcome.componentCount, factorySource: outcome.factorySource,
            resolvedSource: outcome.resolvedSource)
    }
}
