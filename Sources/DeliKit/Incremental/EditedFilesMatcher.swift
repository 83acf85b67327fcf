/// Answers a target from its build record after a few files were edited, without loading its scan
/// cache: each file whose stamp moved is read and hashed, filtered and scanned with the record's
/// relevant names, and the record stands when every one of them still declares what the record says
/// it did (the same ``ScanResult/declarationsFingerprint``, or still skipped by the pre-filter).
///
/// It gives up (the full scan decides) when more than ``limit`` files moved, a file cannot be read,
/// is a generated factory, declares something else, or is named by a recorded diagnostic (its
/// lines may have moved). Since the edited files declare the same things, the relevant names stay
/// what they were, and every other file's result stands.
struct EditedFilesMatcher {
    /// At most this many files are looked at; more edits run the full scan.
    static let limit = 64

    let fileSystem: any FileSystem

    /// What a replay found: the outcome, the record to save, and the scan cache entries of the files
    /// whose contents changed.
    struct Replay {
        var outcome: TargetOutcome
        var record: BuildRecord
        var entries: [String: CachedScan]
    }

    /// The replay, or nil; `read` receives the files read on the way (the scan that runs instead
    /// need not read them again).
    func replay(
        _ record: BuildRecord, for target: BuildTarget, stamps: [FileStamp?], startedAt: Int64,
        read: inout [String: ReadSource]
    ) -> Replay? {
        let moved = Self.moved(record, target: target, stamps: stamps)
        guard !moved.isEmpty, moved.count <= Self.limit else { return nil }
        let paths = Set(moved.map { target.sourceFiles[$0] })
        guard !record.diagnostics.contains(where: { $0.mentions(paths) }) else { return nil }
        let relevant = ScanRounds.startingNames(from: record.relevantNameSet)
        let reader = SourceReader(fileSystem: fileSystem)
        let sources = ProjectScanner.parallelMap(moved) { index in
            reader.readOne(target.sourceFiles[index]).map { ReadSource(file: $0) }
        }
        for (index, source) in zip(moved, sources) { read[target.sourceFiles[index]] = source }
        let checked = ProjectScanner.parallelMap(Array(zip(moved, sources))) { index, source in
            source.map { check($0, recorded: record.files[index], stamp: stamps[index], relevant: relevant) }
        }
        // The scan that runs instead need not parse the files scanned here again.
        for (index, found) in zip(moved, checked) {
            guard let result = found?.result else { continue }
            read[target.sourceFiles[index]]?.scanned = ReadSource.Scanned(names: relevant.names, result: result)
        }
        let matched = checked.compactMap { $0?.matched }
        guard matched.count == moved.count else { return nil }
        return replay(record, for: target, moved: moved, checked: matched, stamps: stamps, startedAt: startedAt)
    }

    /// The positions of the files whose stamps do not prove them unchanged.
    private static func moved(_ record: BuildRecord, target: BuildTarget, stamps: [FileStamp?]) -> [Int] {
        target.sourceFiles.indices.filter { index in
            guard let stamp = stamps[index], stamp == record.files[index].stamp else { return true }
            return stamp.lastChange >= record.trustedBefore
        }
    }

    /// The replay once every moved file was found to declare what it did.
    private func replay(
        _ record: BuildRecord, for target: BuildTarget, moved: [Int], checked: [Checked], stamps: [FileStamp?],
        startedAt: Int64
    ) -> Replay {
        var next = record
        var entries: [String: CachedScan] = [:]
        for (index, found) in zip(moved, checked) {
            next.files[index] = found.file
            if let entry = found.entry { entries[target.sourceFiles[index]] = entry }
        }
        next.trustedBefore = fileSystem.trustedBefore(startedAt: startedAt, stamps: stamps)
        var outcome = record.replayedOutcome(for: target)
        outcome.editedFilesDeclareTheSame = !entries.isEmpty
        return Replay(outcome: outcome, record: next, entries: entries)
    }

    /// A moved file found to declare what it did: its entry for the next record and, when its
    /// contents changed, its scan cache entry.
    private struct Checked {
        var file: RecordedFile
        var entry: CachedScan?
    }

    /// What the check of one moved file found: `matched` when it declares what it did, and the
    /// result of scanning it when it was scanned (whether or not it matched).
    private struct Check {
        var matched: Checked?
        var result: ScanResult?
    }

    private func check(_ read: ReadSource, recorded: RecordedFile, stamp: FileStamp?, relevant: RelevantNames)
        -> Check
    {
        let same = RecordedFile(stamp: stamp, hash: read.hash, declarations: recorded.declarations)
        if read.hash == recorded.hash { return Check(matched: Checked(file: same, entry: nil)) }
        // Read here with its text kept.
        guard let file = read.file, !read.isGeneratedFactory else { return Check() }
        let mentions = read.fingerprints.contains(where: relevant.fingerprints.contains)
        let result = mentions ? SwiftFileScanner.scan(file, relevant: relevant) : nil
        guard result?.declarationsFingerprint == recorded.declarations else { return Check(result: result) }
        let bloom = result == nil ? IdentifierBloom(fingerprints: read.fingerprints) : nil
        let entry = CachedScan(hash: read.hash, result: result, stamp: stamp, bloom: bloom)
        return Check(matched: Checked(file: same, entry: entry), result: result)
    }
}
