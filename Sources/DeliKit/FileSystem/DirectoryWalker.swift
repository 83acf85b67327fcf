/// Lists every file below a directory through a ``FileSystem``, following symbolic links to
/// directories but never entering the same directory twice, so link loops end.
///
/// The walk is breadth-first over name-sorted entries, so when two paths reach one directory the
/// shorter (then alphabetically first) one is used, whatever order the disk lists entries in.
/// Names starting with `.` (such as `.build` and `.git`) are skipped unless asked for.
public struct DirectoryWalker: Sendable {
    public let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// The files below `root` as paths relative to it (`Sub/File.swift`), sorted. `maxDepth`
    /// limits how many path components a result may have (nil: no limit). Directories that cannot
    /// be listed are skipped; why is returned in `failures`, in walk order.
    public func files(under root: String, maxDepth: Int? = nil, includeHidden: Bool = false)
        -> (files: [String], failures: [FileSystemError])
    {
        let state = walk(under: root, maxDepth: maxDepth, includeHidden: includeHidden, records: false)
        return (state.files.sorted(), state.failures)
    }

    /// The walk of ``files(under:maxDepth:includeHidden:)`` and its ``RecordedWalk``: each directory
    /// is stamped before it is listed, and stamps older than `startedAt` minus the file system's
    /// tick are trusted. No record when a directory could not be listed or stamped, or the walk met
    /// a symbolic link.
    public func recordedFiles(under root: String, maxDepth: Int? = nil, includeHidden: Bool = false, startedAt: Int64)
        -> (files: [String], failures: [FileSystemError], record: RecordedWalk?)
    {
        let state = walk(under: root, maxDepth: maxDepth, includeHidden: includeHidden, records: true)
        let files = state.files.sorted()
        guard state.failures.isEmpty, !state.sawLink, !state.unstamped else { return (files, state.failures, nil) }
        let trustedBefore = fileSystem.trustedBefore(startedAt: startedAt, stamps: state.listed.map(\.stamp))
        let directories = state.listed.map { listed in
            RecordedWalk.Directory(
                path: listed.path, stamp: listed.stamp, isTrusted: listed.stamp.lastChange < trustedBefore,
                listing: listed.listing)
        }
        let record = RecordedWalk(
            root: root, maxDepth: maxDepth, includeHidden: includeHidden, files: files, directories: directories)
        return (files, [], record)
    }

    private func walk(under root: String, maxDepth: Int?, includeHidden: Bool, records: Bool) -> WalkState {
        var state = WalkState()
        if let identity = fileSystem.identity(at: root) { state.visited.insert(identity) }
        while state.next < state.queue.count {
            let (relative, depth) = state.queue[state.next]
            state.next += 1
            let path = relative.isEmpty ? root : FilePath.join(root, relative)
            // Stamped before it is listed: a change after the listing moves the stamp.
            let stamp = records ? fileSystem.stamp(at: path) : nil
            do {
                let entries = try fileSystem.contentsOfDirectory(at: path)
                if records { state.record(relative, stamp: stamp, entries: entries, includeHidden: includeHidden) }
                // Directories in name order keep the walk deterministic; files are sorted at the end.
                let ordered =
                    entries.filter { $0.kind != .directory }
                    + entries.filter { $0.kind == .directory }.sorted {
                        $0.name < $1.name
                    }
                for entry in ordered where includeHidden || !entry.name.hasPrefix(".") {
                    visit(entry, in: relative, depth: depth, root: root, maxDepth: maxDepth, state: &state)
                }
            } catch {
                state.failures.append(error)
            }
        }
        return state
    }

    private func visit(
        _ entry: DirectoryEntry, in relative: String, depth: Int, root: String, maxDepth: Int?, state: inout WalkState
    ) {
        let child = relative.isEmpty ? entry.name : relative + "/" + entry.name
        if entry.kind == .file {
            state.files.append(child)
        } else if entry.kind == .directory, depth + 1 < maxDepth ?? .max {
            let identity = fileSystem.identity(at: FilePath.join(root, child))
            if identity.map({ state.visited.insert($0).inserted }) ?? true { state.queue.append((child, depth + 1)) }
        }
    }
}

/// The progress of one ``DirectoryWalker`` walk: a breadth-first queue and what was found, and,
/// when the walk is recorded, what each directory listed.
private struct WalkState {
    var files: [String] = []
    var failures: [FileSystemError] = []
    var visited: Set<FileIdentity> = []
    var queue: [(path: String, depth: Int)] = [("", 0)]
    var next = 0
    var listed: [(path: String, stamp: FileStamp, listing: ContentHash)] = []
    var sawLink = false
    var unstamped = false

    mutating func record(_ path: String, stamp: FileStamp?, entries: [DirectoryEntry], includeHidden: Bool) {
        guard let stamp else {
            unstamped = true
            return
        }
        if entries.contains(where: { $0.isSymbolicLink && (includeHidden || !$0.name.hasPrefix(".")) }) {
            sawLink = true
        }
        listed.append((path, stamp, RecordedWalk.listingFingerprint(entries, includeHidden: includeHidden)))
    }
}
