/// Brings an incremental scan back to what a fresh scan of the same files gives when names stopped
/// being relevant.
///
/// ``ScanRounds`` start from the names the last run found relevant and only add to them: a name
/// made relevant by a declaration that is gone or changed (`protocol Svc: Component {}` edited to
/// `protocol Svc {}`) stays relevant, and so do the files parsed because they mention it, with their
/// declarations and their per-file diagnostics (a syntax error, a nesting refused with
/// `DELI-C072`). A fresh scan skips those files. So after the rounds the relevant names are worked
/// out again from the results alone, the least fixed point of their rules; when that is smaller,
/// the files with a result that mention a dropped name are scanned again with the smaller set (or
/// skipped when they mention none of it), as a fresh scan would.
struct RelevanceNarrowing {
    /// Reads a file the run did not read (nil when it cannot be read any more).
    let load: @Sendable (String) -> SourceFile?
    /// Scans one file, given the relevant names.
    let parse: @Sendable (SourceFile, RelevantNames) -> ScanResult

    /// The relevant names a fresh scan finds (besides the seed names), given the rounds' `names` and
    /// `given`, the names relevant from outside the files; `inputs` are scanned again where their
    /// results depend on a name that is no longer relevant.
    func narrow(_ inputs: inout [ScanInput], names: Set<String>, given: Set<String>) -> Set<String> {
        let least = Self.leastNames(of: inputs.lazy.compactMap(\.result), given: given)
        // Names only grow within a run, so the least fixed point is at most the rounds' names.
        guard least.count < names.count, least.isSubset(of: names) else { return names }
        let dropped = IdentifierFingerprint.of(names.subtracting(least))
        let withResults = inputs.indices.filter { inputs[$0].result != nil }
        let texts = readFingerprints(of: withResults, in: &inputs)
        let affected = withResults.filter { index in
            inputs[index].fingerprints.map { $0.contains(where: dropped.contains) } ?? false
        }
        rescan(affected, in: &inputs, texts: texts, names: RelevantNames(least.union(ProjectScanner.seedNames)))
        return least
    }

    /// The least fixed point of the rules of `results` from the seed names and `given`, without the
    /// seed names: the relevant names of a fresh scan whose files gave these results.
    static func leastNames(of results: some Sequence<ScanResult>, given: Set<String>) -> Set<String> {
        var names = ProjectScanner.seedNames.union(given)
        var rules = NameRules()
        for result in results { names.formUnion(rules.add(result)) }
        _ = rules.fire(into: &names)
        names.subtract(ProjectScanner.seedNames)
        return names
    }

    /// Gives each of `indices` whose file was not read this run its identifiers' fingerprints, reading
    /// it; returns the texts read, by index. A file that cannot be read any more is gone.
    private func readFingerprints(of indices: [Int], in inputs: inout [ScanInput]) -> [Int: SourceFile] {
        let unread = indices.filter { inputs[$0].fingerprints == nil }
        let load = load
        let read = ProjectScanner.parallelMap(unread.map { inputs[$0].path }) { path in
            load(path).map { ($0, IdentifierReader.fingerprints(in: $0.text)) }
        }
        var texts: [Int: SourceFile] = [:]
        for (index, loaded) in zip(unread, read) {
            guard let (file, fingerprints) = loaded else {
                inputs[index].result = nil
                inputs[index].isGone = true
                continue
            }
            // Only the fingerprints are kept on the input: a trusted file's cache entry stands
            // unless the file is scanned again.
            inputs[index].fingerprints = fingerprints
            texts[index] = file
        }
        return texts
    }

    /// Scans `indices` again with `names`, or leaves them without a result when they mention none
    /// of them (the filter a fresh scan applies); either way they count as parsed this run.
    private func rescan(_ indices: [Int], in inputs: inout [ScanInput], texts: [Int: SourceFile], names: RelevantNames)
    {
        let selected = indices.filter { inputs[$0].fingerprints!.contains(where: names.fingerprints.contains) }
        let load = load
        let parse = parse
        let files = selected.map { inputs[$0].file ?? texts[$0] }
        let paths = selected.map { inputs[$0].path }
        let results = ProjectScanner.parallelMap(Array(zip(files, paths))) { file, path in
            (file ?? load(path)).map { parse($0, names) }
        }
        for index in indices {
            inputs[index].result = nil
            inputs[index].isParsed = true
        }
        for (index, result) in zip(selected, results) {
            inputs[index].result = result
            inputs[index].isGone = result == nil
            inputs[index].isParsed = result != nil
        }
    }
}
