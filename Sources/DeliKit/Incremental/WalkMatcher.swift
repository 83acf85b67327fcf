/// Lists the files below a directory the way ``DirectoryWalker`` does, answering from the walk
/// recorded by an earlier run when every directory it listed still lists the same entries (see
/// ``RecordedWalk``): a directory is then stamped, not listed, and nothing is sorted or joined.
///
/// Without storage, or when any directory changed what it lists, the walk is done and recorded.
struct WalkMatcher {
    let fileSystem: any FileSystem
    let storage: (any WalkRecordStorage)?

    func files(under root: String, maxDepth: Int? = nil, includeHidden: Bool = false)
        -> (files: [String], failures: [FileSystemError])
    {
        let walker = DirectoryWalker(fileSystem: fileSystem)
        guard let storage else { return walker.files(under: root, maxDepth: maxDepth, includeHidden: includeHidden) }
        let startedAt = fileSystem.currentTime()
        if let record = storage.loadWalk(root: root),
            record.answers(root: root, maxDepth: maxDepth, includeHidden: includeHidden),
            let still = replay(record, startedAt: startedAt)
        {
            if still != record { storage.saveWalk(still) }
            return (still.files, [])
        }
        let walked = walker.recordedFiles(
            under: root, maxDepth: maxDepth, includeHidden: includeHidden, startedAt: startedAt)
        if let record = walked.record { storage.saveWalk(record) }
        return (walked.files, walked.failures)
    }

    /// `record` with the stamps of today, when every directory still lists the same entries, or
    /// only other files (then the file list is patched); nil when a directory appeared, went or
    /// cannot be read, or two of them are now the same directory. A directory whose stamp is
    /// unchanged and trusted is not listed again.
    func replay(_ record: RecordedWalk, startedAt: Int64) -> RecordedWalk? {
        var next = record
        var identities = Set<[UInt64]>()
        var patched = false
        for (index, directory) in record.directories.enumerated() {
            let path = directory.path.isEmpty ? record.root : FilePath.join(record.root, directory.path)
            guard let stamp = fileSystem.stamp(at: path), identities.insert([stamp.device, stamp.inode]).inserted
            else { return nil }
            if stamp == directory.stamp && directory.isTrusted { continue }
            // Stamped before it is listed again, as when the walk was recorded.
            guard let entries = try? fileSystem.contentsOfDirectory(at: path) else { return nil }
            let listing = RecordedWalk.listingFingerprint(entries, includeHidden: record.includeHidden)
            if listing != directory.listing {
                guard next.patchFiles(of: directory.path, entries: entries) else { return nil }
                next.directories[index].listing = listing
                patched = true
            }
            next.directories[index].stamp = stamp
            next.directories[index].isTrusted =
                stamp.lastChange < fileSystem.trustedBefore(startedAt: startedAt, stamps: [stamp])
        }
        if patched { next.files.sort() }
        return next
    }
}

extension RecordedWalk {
    /// Replaces the files directly in the directory at `path` with those `entries` list, when the
    /// entries hold no link and the same subdirectories the walk went into; false otherwise (the
    /// walk must be done again).
    mutating func patchFiles(of path: String, entries: [DirectoryEntry]) -> Bool {
        let considered = entries.filter { includeHidden || !$0.name.hasPrefix(".") }
        guard maxDepth == nil, !considered.contains(where: \.isSymbolicLink) else { return false }
        let prefix = path.isEmpty ? "" : path + "/"
        let subdirectories = considered.filter { $0.kind == .directory }.map { prefix + $0.name }
        let walked = directories.map(\.path).filter { !$0.isEmpty && Self.isDirectChild($0, prefix: prefix) }
        guard subdirectories.sorted() == walked.sorted() else { return false }
        files.removeAll { Self.isDirectChild($0, prefix: prefix) }
        files += considered.filter { $0.kind == .file }.map { prefix + $0.name }
        return true
    }

    /// Whether the walk-relative path `relative` names an entry directly in the directory whose
    /// paths start with `prefix` (`""` for the root, else `path/`), compared as bytes.
    private static func isDirectChild(_ relative: String, prefix: String) -> Bool {
        let bytes = relative.utf8
        guard bytes.starts(with: prefix.utf8) else { return false }
        return !bytes.dropFirst(prefix.utf8.count).contains(UInt8(ascii: "/"))
    }
}
