/// Scans a target's files through its scan cache, reading only what changed.
///
/// A file whose stamp is the cached one, and old enough to be trusted (see
/// ``ScanCache/trustedBefore``), is not read: its cached result, or the identifier filter of a
/// skipped file, stands for it. Every other file is read and hashed, and still answered from the
/// cache when its hash is the cached one. Only files that changed, are new, or may mention a name
/// that became relevant since the last run are filtered, and only those the filter selects are
/// parsed (see ``ScanRounds``).
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
    /// changed in place rather than copied.
    func scan(
        _ paths: [String], stamps: [FileStamp?], cache given: inout ScanCache?, startedAt: Int64,
        read preread: [String: ReadSource], relevantTo outside: Set<String> = []
    ) -> IncrementalScan {
        let wasCurrent = given?.isCurrent == true
        var previous = wasCurrent ? given! : ScanCache()
        given = nil
        let added =
            outside.isEmpty ? [] : outside.subtracting(previous.relevantNames).subtracting(ProjectScanner.seedNames)
        var state = ScanState(paths: paths, entries: previous.entries(for: paths))
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
        for index in paths.indices where trusted[index] { state.trust(at: index) }
        let unchanged = state.changed.isEmpty && previous.files.count == state.cachedCount && added.isEmpty
        var names = previous.relevantNames
        if !unchanged {
            var rounds = ScanRounds(
                inputs: [], load: { reader.readOne($0) },
                parse: { file, relevant in
                    // A file scanned before with these names (an edited file whose declarations
                    // changed) is not parsed again.
                    preread[file.path]?.earlierResult(of: file, relevant: relevant)
                        ?? SwiftFileScanner.scan(file, relevant: relevant)
                })
            // The rounds take the inputs over and give them back: shared with the state, the first
            // result they set would copy every file's input.
            swap(&rounds.inputs, &state.inputs)
            names = rounds.run(knownNames: previous.relevantNames, given: added, startingFrom: start)
            swap(&rounds.inputs, &state.inputs)
        }
        let parsed = state.inputs.filter(\.isParsed).map(\.path)
        var scan = IncrementalScan(
            results: state.inputs.compactMap(\.result).sorted { $0.path < $1.path },
            fileResults: state.fileResults, hashes: state.hashes, diagnostics: diagnostics,
            generatedFactories: state.generatedFactories, cache: previous, change: nil,
            cacheChanged: !(unchanged && untrusted.isEmpty) || !wasCurrent,
            parsedPaths: Set(parsed),
            foundNewNames: !names.isSubset(of: previous.relevantNames),
            readPaths: Array(Set(untrusted.map { paths[$0] }).union(parsed)))
        scan.parsedFlags = state.parsedFlags
        // Nothing read and nothing changed: the cache stays as it is (and is not saved again).
        guard !(unchanged && untrusted.isEmpty) else { return scan }
        scan.cache = ScanCache()  // lets go of the last cache's table, which is changed next
        let trustedBefore = fileSystem.trustedBefore(startedAt: startedAt, stamps: stamps)
        update(&scan, from: &previous, state: &state, stamps: stamps, names: names, trustedBefore: trustedBefore)
        if !wasCurrent { scan.change = nil }
        return scan
    }

    /// Sets `scan`'s cache to the one `state` makes from `previous`, whose table it takes and
    /// changes in place, with what changed (to append to the cache's log).
    private func update(
        _ scan: inout IncrementalScan, from previous: inout ScanCache, state: inout ScanState, stamps: [FileStamp?],
        names: Set<String>, trustedBefore: Int64
    ) {
        let before = (names: previous.relevantNames, origin: previous.origin)
        var files = previous.takeFiles()
        let made = state.cache(stamps: stamps, names: names, trustedBefore: trustedBefore, files: &files)
        scan.cache = made.cache
        scan.replacedEntries = made.replaced
        scan.change = ScanCacheChange(made, paths: state.paths, previousNames: before.names, origin: before.origin)
    }

    /// Whether the file whose entry has `cached` as its stamp is answered without reading it. Only
    /// the stamp is passed: a copy of each entry retained and released all its parts.
    private func isTrusted(_ cached: FileStamp?, stamp: FileStamp?, before trustedBefore: Int64) -> Bool {
        guard let cached, let stamp else { return false }
        return stamp == cached && stamp.lastChange < trustedBefore
    }
}
