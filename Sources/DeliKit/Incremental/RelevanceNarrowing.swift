/// Brings an incremental scan's relevant names down to those a scan without the cache finds, and,
/// for a target's own scan, its results with them.
///
/// ``ScanRounds`` start from the names the last run found relevant and only add to them. A name
/// made relevant by a declaration that changed or went (`protocol Svc: Component {}` edited to
/// `protocol Svc {}`), or given by a module that no longer makes it relevant, would stay relevant,
/// and so would the files parsed because they mention it, with their declarations and their
/// per-file diagnostics (a syntax error, a nesting refused with `DELI-C072`).
///
/// The names a fresh scan finds are the least fixed point of the results' rules from the seed
/// names and the given ones (``leastNames(of:given:)``). The results, scanned with more names,
/// hold every rule that fixed point fires: a rule fires only on a name that its own declaration
/// mentions, and no result left out a declaration that mentions a relevant name. When the least
/// names are fewer, ``narrow(_:from:to:)`` scans the files with a result that mention a dropped
/// name again with them, or skips those that mention none, as a fresh scan would.
struct RelevanceNarrowing {
    /// Reads a file the run did not read (nil when it cannot be read any more).
    let load: @Sendable (String) -> SourceFile?
    /// Scans one file, given the relevant names.
    let parse: @Sendable (SourceFile, RelevantNames) -> ScanResult

    /// The names a fresh scan of the files that gave `results` finds relevant with `given` relevant
    /// from outside: the least fixed point of the results' rules, without the seed names.
    static func leastNames(of results: some Sequence<ScanResult>, given: Set<String>) -> Set<String> {
        var names = ProjectScanner.seedNames.union(given)
        var rules = NameRules()
        for result in results { names.formUnion(rules.add(result)) }
        _ = rules.fire(into: &names)
        names.subtract(ProjectScanner.seedNames)
        return names
    }

    /// Scans again, with `least`, the inputs whose results were scanned with `names` and mention a
    /// name of `names` that `least` lacks; those that mention none of `least` are left without a
    /// result (skipped). Either way they count as parsed this run.
    func narrow(_ inputs: inout [ScanInput], from names: Set<String>, to least: Set<String>) {
        let dropped = IdentifierFingerprint.of(names.subtracting(least))
        let withResults = inputs.indices.filter { inputs[$0].result != nil }
        let texts = readFingerprints(of: withResults, in: &inputs)
        let affected = withResults.filter { index in
            inputs[index].fingerprints?.contains(where: dropped.contains) ?? false
        }
        for index in affected {
            inputs[index].result = nil
            inputs[index].isParsed = true
        }
        let relevant = RelevantNames(least.union(ProjectScanner.seedNames))
        let selected = affected.filter { inputs[$0].fingerprints!.contains(where: relevant.fingerprints.contains) }
        let results = scan(selected.map { (inputs[$0].file ?? texts[$0], inputs[$0].path) }, relevant: relevant)
        for (index, result) in zip(selected, results) { inputs[index].setResult(result) }
    }

    /// Scans `files` on all cores with `relevant`, reading those whose text is not given; nil for a
    /// file that cannot be read any more.
    private func scan(_ files: [(SourceFile?, String)], relevant: RelevantNames) -> [ScanResult?] {
        let load = load
        let parse = parse
        return ProjectScanner.parallelMap(files) { file, path in
            (file ?? load(path)).map { parse($0, relevant) }
        }
    }

    /// Gives each of `indices` whose file was not read this run the fingerprints of its
    /// identifiers, reading it; returns the texts read, by index. A file that cannot be read any
    /// more is gone. Only the fingerprints stay on the input: a trusted file's cache entry stands
    /// unless the file is scanned again.
    private func readFingerprints(of indices: [Int], in inputs: inout [ScanInput]) -> [Int: SourceFile] {
        let unread = indices.filter { inputs[$0].fingerprints == nil }
        let load = load
        let read = ProjectScanner.parallelMap(unread.map { inputs[$0].path }) { path in
            load(path).map { ($0, IdentifierReader.fingerprints(in: $0.text)) }
        }
        var texts: [Int: SourceFile] = [:]
        for (index, loaded) in zip(unread, read) {
            guard let (file, fingerprints) = loaded else {
                inputs[index].setResult(nil)
                continue
            }
            inputs[index].fingerprints = fingerprints
            texts[index] = file
        }
        return texts
    }
}
