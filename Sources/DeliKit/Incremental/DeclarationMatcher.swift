/// Answers a target from its build record when the files that changed since still declare the
/// same things: an edit inside a function body, a comment, or lines added around declarations
/// changes nothing the graph, the checks or the generated code depend on, so the recorded outcome
/// stands and only the files that changed were read and parsed.
///
/// It applies only when the record's other inputs match (see ``BuildRecord/applies(to:inputsKey:)``)
/// and, for every file whose contents differ from the record's:
/// - the scan cache still held its result for the recorded contents, and the new result has the
///   same ``ScanResult/declarationsFingerprint`` (the same declarations, perhaps on other lines);
/// - no recorded diagnostic points into it (its lines may have moved);
/// - it is readable and is not a generated factory.
/// The scan must also have parsed no other file and found no newly relevant name.
struct DeclarationMatcher {
    func replay(_ record: BuildRecord, for target: BuildTarget, scan: IncrementalScan) -> TargetOutcome? {
        guard scan.diagnostics.isEmpty, !scan.foundNewNames, record.files.count == scan.hashes.count else {
            return nil
        }
        let changed = scan.hashes.indices.filter { scan.hashes[$0] != record.files[$0].hash }
        let changedPaths = Set(changed.map { target.sourceFiles[$0] })
        guard scan.parsedPaths.isSubset(of: changedPaths),
            !scan.generatedFactories.contains(where: changedPaths.contains),
            changed.allSatisfy({ declaresTheSame(at: $0, record: record, target: target, scan: scan) }),
            !record.diagnostics.contains(where: { $0.mentions(changedPaths) })
        else { return nil }
        var outcome = record.replayedOutcome(for: target)
        outcome.editedFilesDeclareTheSame = !changed.isEmpty
        return outcome
    }

    /// True when the cache's result for the recorded contents of the file at `index` declares what
    /// its new result does.
    private func declaresTheSame(at index: Int, record: BuildRecord, target: BuildTarget, scan: IncrementalScan)
        -> Bool
    {
        guard let entry = scan.previousEntry(at: index, path: target.sourceFiles[index]),
            entry.hash == record.files[index].hash
        else { return false }
        return entry.result?.declarationsFingerprint == scan.fileResults[index]?.declarationsFingerprint
    }
}

extension Diagnostic {
    /// True when this diagnostic points into, or names, one of `paths`.
    func mentions(_ paths: Set<String>) -> Bool {
        let locations = [location] + notes.map(\.location)
        if locations.contains(where: { $0.map { paths.contains($0.file) } ?? false }) { return true }
        let texts = [message] + notes.map(\.message)
        return paths.contains { path in texts.contains { $0.contains(path) } }
    }
}
