/// What deli remembers of one target between runs, its scan cache and its build record, behind one
/// interface, in the order ``TargetPipeline`` asks:
/// 1. ``replayUnchanged()``: the record answers when no input changed, at one `stat` per file;
/// 2. ``replayEdited()``: the record answers when the few files that changed still declare the same
///    things (see ``EditedFilesMatcher``), without loading the scan cache;
/// 3. ``scan()``: only the files that changed since the scan cache are read and parsed;
/// 4. ``replaySameDeclarations(_:)``: the record answers when the edited files still declare the
///    same things (see ``DeclarationMatcher``);
/// 5. ``remember(_:scan:writtenTo:)``: the outcome becomes the next record.
///
/// Without storage each step does the work and remembers nothing. The source files are stamped
/// once, when the history is made, before any of them is read.
struct TargetHistory {
    let fileSystem: any FileSystem
    let scanCache: (any ScanCacheStorage)?
    let buildRecords: (any BuildRecordStorage)?
    let target: BuildTarget
    /// The fingerprint of every input besides the sources (nil without build records).
    let inputsKey: ContentHash?
    /// The last record, when it applies to this target and these inputs.
    let record: BuildRecord?
    /// When the run started, by the file system's clock, and each source file's stamp then.
    let startedAt: Int64
    let stamps: [FileStamp?]
    /// Files ``replayEdited()`` read, so that ``scan()`` does not read them again.
    private var read: [String: ReadSource] = [:]

    init(
        _ linked: LinkedTarget, fileSystem: any FileSystem, scanCache: (any ScanCacheStorage)?,
        buildRecords: (any BuildRecordStorage)?, renderSettings: String
    ) {
        let target = linked.target
        self.fileSystem = fileSystem
        self.scanCache = scanCache
        self.buildRecords = buildRecords
        self.target = target
        startedAt = fileSystem.currentTime()
        let remembers = scanCache != nil || buildRecords != nil
        stamps = remembers ? fileSystem.stamps(at: target.sourceFiles) : target.sourceFiles.map { _ in nil }
        let key = buildRecords.map { _ in Self.inputsKey(linked, renderSettings: renderSettings) }
        inputsKey = key
        record = key.flatMap { key in
            buildRecords?.load(target: target.name).flatMap { $0.applies(to: target, inputsKey: key) ? $0 : nil }
        }
    }

    /// The recorded outcome, when no source file changed since the record (a refreshed record is saved
    /// when stamps moved without the contents changing).
    func replayUnchanged() -> TargetOutcome? {
        guard let buildRecords, let record else { return nil }
        let matcher = BuildRecordMatcher(fileSystem: fileSystem, readsChangedFiles: scanCache == nil)
        guard let (outcome, refreshed) = matcher.replay(record, for: target, stamps: stamps, startedAt: startedAt)
        else { return nil }
        if let refreshed { buildRecords.save(refreshed, target: target.name) }
        return outcome
    }

    /// The recorded outcome, when the files that changed since the record are few and still declare
    /// what they did; their new entries are added to the scan cache and the record is saved again.
    mutating func replayEdited() -> TargetOutcome? {
        guard let buildRecords, let scanCache, let record else { return nil }
        let matcher = EditedFilesMatcher(fileSystem: fileSystem)
        guard let replay = matcher.replay(record, for: target, stamps: stamps, startedAt: startedAt, read: &read)
        else { return nil }
        if !replay.entries.isEmpty { scanCache.update(replay.entries, target: target.name) }
        buildRecords.save(replay.record, target: target.name)
        return replay.outcome
    }

    /// The scan, through the cache when there is one (saved again only when it changed), with
    /// `names` relevant besides those the files make relevant (those of the modules it links).
    func scan(relevantTo names: Set<String> = []) -> IncrementalScan {
        // Taken, not loaded: a storage that keeps the cache in memory lets go of it while the scan
        // changes it, and gets it back below.
        var previous = scanCache?.take(target: target.name)
        // While the record applies, every module the target links declares what it did, so the
        // names they give are the last run's.
        let scan = IncrementalScanner(fileSystem: fileSystem).scan(
            target.sourceFiles, stamps: stamps, cache: &previous, startedAt: startedAt, read: read, relevantTo: names,
            staleRelevance: .rescan(givenAsBefore: record != nil))
        if let scanCache {
            if scan.cacheChanged {
                scanCache.save(scan.cache, change: scan.change, target: target.name)
            } else {
                scanCache.giveBack(scan.cache, target: target.name)
            }
        }
        return scan
    }

    /// The recorded outcome, when the files read by `scan` still declare what the record was made from.
    func replaySameDeclarations(_ scan: IncrementalScan) -> TargetOutcome? {
        record.flatMap { DeclarationMatcher().replay($0, for: target, scan: scan) }
    }

    /// Saves the record of this run, whose `scan` read or trusted the target's files; `destinations`
    /// are the files the caller writes the texts to, when it writes them.
    func remember(_ outcome: TargetOutcome, scan: IncrementalScan, writtenTo destinations: OutputDestinations?) {
        guard let buildRecords, let inputsKey else { return }
        var next = BuildRecord(
            inputsKey: inputsKey, sourcesKey: BuildRecord.sourcesKey(target.sourceFiles),
            trustedBefore: fileSystem.trustedBefore(startedAt: startedAt, stamps: stamps),
            files: recordedFiles(scan),
            diagnostics: outcome.diagnostics,
            componentCount: outcome.componentCount,
            factory: outcome.factory?.writing(to: destinations?.factory),
            resolved: outcome.resolved?.writing(to: destinations?.resolved))
        next.setRelevantNames(scan.cache.relevantNames)
        buildRecords.save(next, target: target.name)
    }

    /// Each source file as `scan` saw it. A file the last record saw with the same contents, and
    /// that this run did not parse again (for names that became relevant), declares what the record
    /// says. The last record's entries are kept where they stand (after an edit, all but a few):
    /// only the others are written again.
    private func recordedFiles(_ scan: IncrementalScan) -> RecordedFiles {
        func entry(_ index: Int, was old: RecordedFile?) -> RecordedFile {
            let hash = scan.hashes[index] ?? RecordedFile.unreadable
            let known = old?.hash == hash && !scan.parsedFlags[index] ? old?.declarations : nil
            return RecordedFile(
                stamp: stamps[index], hash: hash,
                declarations: known ?? scan.fileResults[index]?.declarationsFingerprint)
        }
        guard let previous = record?.files, previous.count == stamps.count else {
            return RecordedFiles(scan.hashes.indices.map { entry($0, was: nil) })
        }
        var files = previous
        for index in scan.hashes.indices {
            let old = previous[index]
            let file = entry(index, was: old)
            if file != old { files[index] = file }
        }
        return files
    }

    /// A fingerprint of everything a target's outcome depends on besides its source files: the tool
    /// version, the renderer settings, the whole target (configuration, merged properties of every
    /// profile, output settings) and what its dependencies declare.
    static func inputsKey(_ linked: LinkedTarget, renderSettings: String) -> ContentHash {
        var writer = BinaryWriter()
        writer.write("\(DeliVersion.current)\n\(renderSettings)")
        writer.writeRawBytes(TargetFingerprint.bytes(of: linked.target))
        // The dependencies in the cache's binary form: describing them as text took most of a run
        // answered from its record when a target depends on thousands of registrations.
        writer.write(linked.externals)
        writer.writeArray(linked.modules) { writer, linked in
            writer.write(linked.module.name)
            writer.write(linked.key)
        }
        writer.writeArray(linked.factories) { writer, factory in
            writer.write(factory.module)
            writer.write(factory.className)
        }
        writer.write(linked.diagnostics)
        return ContentHash(bytes: writer.bytes)
    }
}
