/// Decides whether a target's build record still describes it, looking at as little as possible:
/// one `stat` per file, and a read and hash only for files whose stamp changed or is too recent
/// to be trusted.
///
/// With `readsChangedFiles` false it only compares stamps: the caller's scan reads the files whose
/// stamps do not match anyway, so reading them here too would read them twice.
struct BuildRecordMatcher {
    let fileSystem: any FileSystem
    var readsChangedFiles = true

    /// The record's outcome for `target` when nothing it depends on changed, with the record to save
    /// again when some files had to be hashed (their fresh stamps spare the next run that work).
    ///
    /// The record must apply to the target (``BuildRecord/applies(to:inputsKey:)``); `stamps` are the
    /// target's files' stamps, in order.
    func replay(_ record: BuildRecord, for target: BuildTarget, stamps: [FileStamp?], startedAt: Int64)
        -> (outcome: TargetOutcome, refreshed: BuildRecord?)?
    {
        // The usual case first, in one pass without allocating: every stamp is trusted.
        let untrusted = record.files.indices.first { index in
            guard let stamp = stamps[index], stamp == record.files[index].stamp else { return true }
            return stamp.lastChange >= record.trustedBefore
        }
        guard untrusted != nil else { return (record.replayedOutcome(for: target), nil) }
        guard readsChangedFiles else { return nil }
        let trustedNext = fileSystem.trustedBefore(startedAt: startedAt, stamps: stamps)
        let checked = ProjectScanner.parallelMap(Array(zip(target.sourceFiles.indices, record.files))) {
            check(
                $1, at: target.sourceFiles[$0], stamp: stamps[$0], trustedBefore: record.trustedBefore,
                trustedNext: trustedNext)
        }
        guard checked.allSatisfy({ $0 != nil }) else { return nil }
        let outcome = record.replayedOutcome(for: target)
        let fresh = checked.compactMap { $0 }
        // Worth saving when a file had to be hashed and the next run would trust its stamp.
        guard fresh.contains(where: \.isNowTrusted) else { return (outcome, nil) }
        var refreshed = record
        refreshed.files = RecordedFiles(fresh.map(\.entry))
        refreshed.trustedBefore = trustedNext
        return (outcome, refreshed)
    }

    /// A file found unchanged: its entry for the next record, and whether it had to be hashed while
    /// its stamp is now old enough for the next run to trust it (then refreshing the record pays).
    private struct Checked {
        var entry: RecordedFile
        var isNowTrusted: Bool
    }

    /// The file's entry for the next record when its contents are the recorded ones, else nil: its
    /// fresh stamp when the next run will trust it (`trustedNext`), else the old entry (the next run
    /// hashes the file again either way). The stamp was taken before the file is read, so an edit
    /// made meanwhile shows up as a changed stamp next time.
    private func check(
        _ file: RecordedFile, at path: String, stamp: FileStamp?, trustedBefore: Int64, trustedNext: Int64
    ) -> Checked? {
        if let stamp, stamp == file.stamp, stamp.lastChange < trustedBefore {
            return Checked(entry: file, isNowTrusted: false)
        }
        guard readsChangedFiles else { return nil }
        guard let bytes = try? fileSystem.readFile(at: path), ContentHash(bytes: bytes) == file.hash else {
            return nil
        }
        guard let stamp, stamp.lastChange < trustedNext else { return Checked(entry: file, isNowTrusted: false) }
        return Checked(entry: RecordedFile(stamp: stamp, hash: file.hash), isNowTrusted: true)
    }
}
