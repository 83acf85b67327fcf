/// Scans a target's files through its scan cache, reading only what changed.
///
/// A file whose stamp is the cached one, and old enough to be trusted (see
/// ``ScanCache/trustedBefore``), is not read: its cached result, or the identifier filter of a
/// skipped file, stands for it. Every other file is read and hashed, and still answered from the
/// cache when its hash is the cached one. Only files that changed, are new, or may mention a name
/// that became relevant since the last run are filtered, and only those the filter selects are
/// parsed (see ``ScanRounds``). When names the last run found relevant no longer are, the files
/// that mention them are scanned again without them (see ``RelevanceNarrowing``).
public struct IncrementalScanner {
    let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// Scans `paths`, whose `stamps` were taken before anything was read, at a run that started at
    /// `startedAt` (the file system's clock).
    ///
    /// - Parameter names: names relevant from outside these files, as those of a target that links
    ///   the module they make up (its components' supertypes and dependencies may be declared here).
    public func scan(
        _ paths: [String], stamps: [FileStamp?], cache: ScanCache?, startedAt: Int64, relevantTo names: Set<String> = []
    ) -> IncrementalScan {
        var given = cache
        return scan(paths, stamps: stamps, cache: &given, startedAt: startedAt, read: [:], relevantTo: names)
    }

    /// The same scan, taking `cache` (it is left nil): a cache no one else holds has its table
    /// changed in place rather than copied. `staleRelevance` says what becomes of the names kept
    /// from the last run that are no longer relevant.
    func scan(
        _ paths: [String], stamps: [FileStamp?], cache given: inout ScanCache?, startedAt: Int64,
        read preread: [String: ReadSource], relevantTo outside: Set<String> = [],
        staleRelevance: StaleRelevance = .rescan(givenAsBefore: false)
    ) -> IncrementalScan {
        let wasCurrent = given?.isCurrent == true
        var previous = wasCurrent ? given! : ScanCache()
        given = nil
        let added =
            outside.isEmpty ? [] : outside.subtracting(previous.relevantNames).subtracting(ProjectScanner.seedNames)
        var state = ScanState(paths: paths, cache: previous)
        let trusted = paths.indices.map {
            isTrusted(state.entries[$0]?.stamp, stamp: stamps[$0], before: previous.trustedBefore)
        }
        var diagnostics: [Diagnostic] = []
        let reader = SourceReader(fileSystem: fileSystem)
        let untrusted = paths.indices.filter { !trusted[$0] }
        let unread = untrusted.filter { preread[paths[$0]] == nil }
        // Made once, for the reader (which texts to keep) and for the rounds (where they start).
        let start = ScanRounds.startingNames(
            from: added.isEmpty ? previous.relevantNames : previous.relevantNames.union(added))
        let sources = reader.readEach(
            unread.map { paths[$0] }, keepingTextsMentioning: start.fingerprints, diagnostics: &diagnostics)
        var fresh = zip(unread, sources).makeIterator()
        let read = untrusted.map { index in preread[paths[index]] ?? fresh.next()!.1 }
        for (index, file) in zip(untrusted, read) { state.add(file, at: index) }
        state.trust(paths.indices.filter { trusted[$0] })
        let unchanged = state.changed.isEmpty && previous.entryCount == state.cachedCount && added.isEmpty
        let narrowing = RelevanceNarrowing(
            load: { reader.readOne($0) },
            parse: { file, relevant in
                // A file scanned before with these names (an edited file whose declarations
                // changed) is not parsed again.
                preread[file.path]?.earlierResult(of: file, relevant: relevant)
                    ?? SwiftFileScanner.scan(file, relevant: relevant)
            })
        var names = previous.relevantNames
        if !unchanged {
            names = runRounds(&state, narrowing: narrowing, known: previous.relevantNames, given: added, start: start)
        }
        let settled = settle(
            &state, names: names, given: outside, staleRelevance: staleRelevance, previousCount: previous.entryCount,
            narrowing: narrowing)
        // Nothing read, nothing changed and no name dropped: the cache stays as it is (and is not
        // saved again).
        let untouched = unchanged && untrusted.isEmpty && settled.kept.count == names.count
        names = settled.kept
        let parsed = state.inputs.filter(\.isParsed).map(\.path)
        var scan = IncrementalScan(
            results: state.inputs.compactMap(\.result).sorted { $0.path < $1.path },
            fileResults: state.fileResults, hashes: state.hashes, diagnostics: diagnostics,
            generatedFactories: state.generatedFactories, cache: previous, change: nil,
            cacheChanged: !untouched || !wasCurrent,
            parsedPaths: Set(parsed),
            foundNewNames: !names.isSubset(of: previous.relevantNames),
            readPaths: Array(Set(untrusted.map { paths[$0] }).union(parsed)), relevantNames: settled.fresh)
        scan.parsedFlags = state.parsedFlags
        guard !untouched else { return scan }
        scan.cache = ScanCache()  // lets go of the last cache's table, which is changed next
        let trustedBefore = fileSystem.trustedBefore(startedAt: startedAt, stamps: stamps)
        update(&scan, from: &previous, state: &state, stamps: stamps, names: names, trustedBefore: trustedBefore)
        if !wasCurrent { scan.change = nil }
        return scan
    }

    /// Runs ``ScanRounds`` over `state`'s inputs from the `known` names and the `given` ones new
    /// since, `start` being both with the seed names; returns the relevant names they end with.
    private func runRounds(
        _ state: inout ScanState, narrowing: RelevanceNarrowing, known: Set<String>, given: Set<String>,
        start: RelevantNames
    ) -> Set<String> {
        var rounds = ScanRounds(inputs: [], load: narrowing.load, parse: narrowing.parse)
        // The rounds take the inputs over and give them back: shared with the state, the first
        // result they set would copy every file's input.
        swap(&rounds.inputs, &state.inputs)
        let names = rounds.run(knownNames: known, given: given, startingFrom: start)
        swap(&rounds.inputs, &state.inputs)
        return names
    }

    /// Sets `scan`'s cache to the one `state` makes from `previous`, whose table it takes and
    /// changes in place, with what changed (to append to the cache's log) when `previous` came from
    /// a file that can take it.
    private func update(
        _ scan: inout IncrementalScan, from previous: inout ScanCache, state: inout ScanState, stamps: [FileStamp?],
        names: Set<String>, trustedBefore: Int64
    ) {
        let before = (names: previous.relevantNames, origin: previous.origin)
        let made: ScanState.Made
        if state.entriesAreTheCacheInPathOrder {
            // The last cache lets go of its entries, which the state's then change in place.
            previous = ScanCache()
            made = state.cacheInPathOrder(stamps: stamps, names: names, trustedBefore: trustedBefore)
        } else {
            var files = previous.takeFiles()
            made = state.cache(stamps: stamps, names: names, trustedBefore: trustedBefore, files: &files)
        }
        scan.cache = made.cache
        scan.replacedEntries = made.replaced
        // Only a cache read from a file whose log takes more records is saved by appending what
        // changed; any other is written whole, so what changed is not gathered (for a first run,
        // every file of the target).
        guard let origin = before.origin, origin.isLogIntact else { return }
        scan.change = ScanCacheChange(made, paths: state.paths, previousNames: before.names, origin: origin)
    }

    /// Whether the file whose entry has `cached` as its stamp is answered without reading it. Only
    /// the stamp is passed: a copy of each entry retained and released all its parts.
    private func isTrusted(_ cached: FileStamp?, stamp: FileStamp?, before trustedBefore: Int64) -> Bool {
        guard let cached, let stamp else { return false }
        return stamp == cached && stamp.lastChange < trustedBefore
    }
}
