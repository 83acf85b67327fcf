/// The pre-filter's fixed point over a target's files: which files to parse, and the relevant
/// names that decide it.
///
/// A file is parsed when it mentions a relevant name; parsing it can make more names relevant
/// (see ``NameRules``), and a file whose left-out declarations mention one is parsed again, until
/// neither happens. A run may start from the names the last run found relevant (`knownNames`):
/// files the cache answers are then read only when they may mention a name that is new since.
struct ScanRounds {
    var inputs: [ScanInput]
    /// Reads a file the scan did not read but now needs (nil when it cannot be read any more).
    let load: @Sendable (String) -> SourceFile?
    /// Scans one file, given the names relevant so far.
    let parse: @Sendable (SourceFile, RelevantNames) -> ScanResult

    /// Runs the rounds; returns the final relevant names (besides ``ProjectScanner/seedNames``).
    /// Cached results stay in, whether or not the final names still select their files: a result
    /// the filter would not have asked for changes nothing the checks see.
    mutating func run(knownNames: Set<String> = []) -> Set<String> {
        run(knownNames: knownNames, startingFrom: Self.startingNames(from: knownNames))
    }

    /// The same rounds from `start`, which is ``startingNames(from:)`` of `knownNames` and `given`
    /// (made once by a caller that needs it before the rounds too). `given` are names relevant to
    /// the run from outside the files (those of a target that links this module): they are new
    /// like the names the rounds add, and must not be in `knownNames`.
    mutating func run(knownNames: Set<String>, given: Set<String> = [], startingFrom start: RelevantNames)
        -> Set<String>
    {
        var names = start.names
        var fingerprints = start.fingerprints
        // The names added since the start, and those the skipped files were not checked for yet:
        // kept as they are added, since differences of the whole sets cost thousands of lookups.
        var newNames = NewNames()
        newNames.add(given)
        var rules = NameRules()
        // The cached results' names are in `knownNames`: their rules matter only for a name that is
        // new, and are added as such names appear (all at once when no names are known).
        var cached = CachedRules(
            waiting: inputs.indices.filter { inputs[$0].result != nil },
            triggeredBy: knownNames.isEmpty ? nil : given.isEmpty ? names : names.subtracting(given))
        var pending = PendingFiles(
            untested: Set(inputs.indices.filter { inputs[$0].result == nil && inputs[$0].fingerprints != nil }))
        pending.untested.formUnion(readFiles(inputs.indices.filter { inputs[$0].isUnknown }))
        // A result that left nothing out is never parsed again: only the others can become stale.
        let mayBecomeStale = inputs.indices.filter { inputs[$0].result.map { !$0.skippedFingerprints.isEmpty } ?? true }
        while true {
            let fromRules = addCachedRules(&cached, to: &rules, names: &names)
            pending.add(IdentifierFingerprint.of(fromRules), to: &fingerprints)
            newNames.add(fromRules)
            if !newNames.unchecked.isEmpty {
                pending.untested.formUnion(readSkippedFiles(mentioningAnyOf: newNames.unchecked))
                newNames.unchecked = []
            }
            let next = pending.takeMatches(of: fingerprints, in: inputs)
            let stale = staleResults(
                among: mayBecomeStale, names: fingerprints, newNames: IdentifierFingerprint.of(newNames.all))
            let batch = next.union(stale).sorted()
            if batch.isEmpty { break }
            let relevant = RelevantNames(names, fingerprints: fingerprints)
            // The batch's names are few, the relevant ones many: only the few are looked up.
            var added = parse(batch, relevant: relevant, rules: &rules).filter { !names.contains($0) }
            names.formUnion(added)
            added.formUnion(rules.fire(into: &names))
            pending.add(IdentifierFingerprint.of(added), to: &fingerprints)
            newNames.add(added)
        }
        names.subtract(ProjectScanner.seedNames)
        return names
    }

    /// The names relevant when rounds start from `knownNames`: those and the seed names, with their
    /// fingerprints. The known names are the many: their table is copied as it is, not hashed again.
    /// A resident process asks for the same names run after run (and a run asks twice, see
    /// ``EditedFilesMatcher``): the last answer is kept.
    static func startingNames(from knownNames: Set<String>) -> RelevantNames {
        lastStartingNames(knownNames)
    }

    private static let lastStartingNames = LastAnswerMemo<Set<String>, RelevantNames> { knownNames in
        var names = knownNames
        names.formUnion(ProjectScanner.seedNames)
        return RelevantNames(names)
    }

    /// The names a run added to those it started from.
    private struct NewNames {
        /// Every name added.
        var all = Set<String>()
        /// The names added since the skipped files were last checked for new names.
        var unchecked = Set<String>()

        mutating func add(_ names: Set<String>) {
            all.formUnion(names)
            unchecked.formUnion(names)
        }
    }

    /// The results whose left-out declarations mention a relevant name. A cached result left out
    /// nothing the previous run found relevant, so only `newNames` can make it stale.
    private func staleResults(among candidates: [Int], names: FingerprintSet, newNames: FingerprintSet) -> [Int] {
        // A few new names (an edit adds one or two) are looked up in each sorted list; more are
        // tested against each fingerprint of the list.
        let fewNewNames = newNames.count <= 8 ? newNames.elements : nil
        return candidates.filter { index in
            guard let skipped = inputs[index].result?.skippedFingerprints, !skipped.isEmpty else { return false }
            if inputs[index].isParsed { return skipped.contains(where: names.contains) }
            guard newNames.count > 0 else { return false }
            guard let fewNewNames else { return skipped.contains(where: newNames.contains) }
            return fewNewNames.contains { Self.sorted(skipped, contains: $0) }
        }
    }

    /// Binary search in an ascending list.
    private static func sorted(_ list: [UInt64], contains value: UInt64) -> Bool {
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < list.count && list[low] == value
    }

    /// The cached results whose rules are not in yet, and the names they were last checked for.
    private struct CachedRules {
        var waiting: [Int]
        /// Nil until the first check, when it has no names from the last run: then all are added.
        var triggeredBy: Set<String>?
    }

    /// Adds the rules of the cached results (results this run did not parse) that a name new since
    /// the last check may trigger, and fires them, until no new name appears; returns the names added.
    private func addCachedRules(
        _ cached: inout CachedRules, to rules: inout NameRules, names: inout Set<String>
    ) -> Set<String> {
        var added = Set<String>()
        while !cached.waiting.isEmpty {
            // Names only grow: as many as at the last check means none is new (and saves a
            // difference of two large sets).
            if let last = cached.triggeredBy, last.count == names.count { break }
            let fresh = cached.triggeredBy.map { IdentifierFingerprint.of(names.subtracting($0)) }
            if let fresh, fresh.count == 0 { break }
            cached.triggeredBy = names
            cached.waiting.removeAll { index in
                guard !inputs[index].isParsed, let result = inputs[index].result else { return true }
                guard fresh.map({ NameRules.mayTrigger(result, on: $0) }) ?? true else { return false }
                for name in rules.add(result) where names.insert(name).inserted { added.insert(name) }
                return true
            }
            added.formUnion(rules.fire(into: &names))
        }
        return added
    }

    /// Parses `batch` on all cores with `names`; returns the names the new results make relevant
    /// outright (their other rules join `rules`).
    private mutating func parse(_ batch: [Int], relevant: RelevantNames, rules: inout NameRules) -> Set<String> {
        let load = load
        let parse = parse
        let items = batch.map { (inputs[$0].file, inputs[$0].path) }
        let results = ProjectScanner.parallelMap(items) { file, path in
            (file ?? load(path)).map { parse($0, relevant) }
        }
        var added = Set<String>()
        for (index, result) in zip(batch, results) {
            guard let result else {
                // Gone (or no longer UTF-8) since the run first saw it: it takes no further part,
                // and a result cached for it would be selected again round after round.
                inputs[index].result = nil
                inputs[index].isGone = true
                continue
            }
            inputs[index].result = result
            inputs[index].isParsed = true
            added.formUnion(rules.add(result))
        }
        return added
    }

    /// Reads the unread files among `indices` that have no result; returns those it could read.
    private mutating func readFiles(_ indices: [Int]) -> [Int] {
        let load = load
        let read = ProjectScanner.parallelMap(indices.map { inputs[$0].path }) { load($0).map { ScanInput(file: $0) } }
        var found: [Int] = []
        for (index, input) in zip(indices, read) {
            guard let input else { continue }
            inputs[index] = input
            found.append(index)
        }
        return found
    }

    /// Reads the skipped, unread files whose filter may hold one of `names`.
    private mutating func readSkippedFiles(mentioningAnyOf names: Set<String>) -> [Int] {
        let wanted = names.map { IdentifierFingerprint.of($0) }
        let candidates = inputs.indices.filter { index in
            guard inputs[index].result == nil, inputs[index].fingerprints == nil else { return false }
            return inputs[index].bloom?.mayContainAny(wanted) ?? true
        }
        return readFiles(candidates)
    }
}
