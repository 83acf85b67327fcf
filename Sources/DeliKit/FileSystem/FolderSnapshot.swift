/// Every file and folder under some roots at one moment, with their stamps: the polling fallback
/// of ``DirectoryWatcher`` compares two of them to find what changed, and the inotify queue walks
/// a new folder with one (unstamped) to learn what to watch and which files were already inside.
///
/// Paths are `folder + "/" + name` from the roots as they were given, so they match what the
/// watcher reports. Sub-folders whose name starts with `.`, excluded paths (compared after
/// `FilePath.normalize`) and everything under them are left out. Symbolic links are recorded as
/// entries but never entered, so a link back up the tree cannot make the walk loop.
struct FolderSnapshot {
    /// Every file, symbolic link or other non-folder entry, folder by folder.
    private(set) var files: [String] = []
    /// Every folder walked, parents before their children (the roots first).
    private(set) var folders: [String] = []
    /// Folders that could not be listed: whatever is below them is unknown.
    private(set) var unreadable: Set<String> = []
    /// The stamp of every file and folder, when asked for (a path that vanished has none).
    private(set) var stamps: [String: FileStamp] = [:]

    /// Walks `roots` (each must be a folder; links to one are followed for a root only).
    /// `excluded` holds normalised paths. `stamping: false` skips the stamps, for a walk that only
    /// needs the names; `listingFiles: false` lists no file either, for a walk that only needs the
    /// folders (``files`` stays empty).
    init(roots: [String], excluded: Set<String>, stamping: Bool = true, listingFiles: Bool = true) {
        let fileSystem = LocalFileSystem()
        let walk = Walk(excluded: excluded, listingFiles: listingFiles)
        for root in roots where fileSystem.itemKind(at: root) == .directory && !Self.isExcluded(root, excluded) {
            self.walk(from: root, walk, fileSystem: fileSystem)
        }
        guard stamping else { return }
        for (paths, stamps) in [(files, fileSystem.stamps(at: files)), (folders, fileSystem.stamps(at: folders))] {
            for (path, stamp) in zip(paths, stamps) { self.stamps[path] = stamp }
        }
    }

    /// The path of `name` inside `folder`, without doubling the slash of a root given as `/`.
    static func child(_ name: String, of folder: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// True when `path` is one of the excluded paths; `excluded` holds normalised paths.
    static func isExcluded(_ path: String, _ excluded: Set<String>) -> Bool {
        !excluded.isEmpty && excluded.contains(FilePath.normalize(path))
    }

    /// What differs from `older`: files created, removed or restamped (written, touched, replaced
    /// by a rename), and folders created, removed or replaced. A folder's own stamp moves with
    /// every entry added or removed inside it, so it is not compared: the entries report
    /// themselves. Not complete when a folder became unreadable, since changes below it are lost.
    func changes(since older: FolderSnapshot) -> WatchedChanges {
        var paths = Set<String>()
        let newFiles = Set(files)
        let oldFiles = Set(older.files)
        paths.formUnion(newFiles.symmetricDifference(oldFiles))
        for path in newFiles.intersection(oldFiles) where stamps[path] != older.stamps[path] {
            paths.insert(path)
        }
        let newFolders = Set(folders)
        let oldFolders = Set(older.folders)
        paths.formUnion(newFolders.symmetricDifference(oldFolders))
        for path in newFolders.intersection(oldFolders) where !Self.isSameFolder(stamps[path], older.stamps[path]) {
            paths.insert(path)
        }
        return WatchedChanges(paths: paths, isComplete: unreadable.isSubset(of: older.unreadable))
    }

    /// True when two folder stamps name the same folder (device and inode), whatever its times.
    private static func isSameFolder(_ one: FileStamp?, _ other: FileStamp?) -> Bool {
        one?.inode == other?.inode && one?.device == other?.device
    }

    /// What a walk leaves out, and whether it lists files.
    private struct Walk {
        let excluded: Set<String>
        /// The last component of each excluded path: an entry of another name is not excluded, and
        /// its path is not normalised to find out (most entries are files, and few paths excluded).
        let excludedNames: Set<String>
        let listingFiles: Bool

        init(excluded: Set<String>, listingFiles: Bool) {
            self.excluded = excluded
            excludedNames = Set(excluded.map(FilePath.lastComponent(of:)))
            self.listingFiles = listingFiles
        }

        func isExcluded(_ name: String, path: String) -> Bool {
            excludedNames.contains(name) && FolderSnapshot.isExcluded(path, excluded)
        }
    }

    /// Breadth-first from `root`: folders are queued, everything else is a file.
    private mutating func walk(from root: String, _ walk: Walk, fileSystem: LocalFileSystem) {
        var queue = [root]
        var next = 0
        while next < queue.count {
            let folder = queue[next]
            next += 1
            folders.append(folder)
            let entries: [DirectoryEntry]
            do {
                entries = try fileSystem.contentsOfDirectory(at: folder)
            } catch .notFound {
                folders.removeLast()  // Removed since it was listed: its parent reports it.
                continue
            } catch {
                unreadable.insert(folder)
                continue
            }
            for entry in entries {
                let isFolder = entry.kind == .directory && !entry.isSymbolicLink
                guard isFolder ? !entry.name.hasPrefix(".") : walk.listingFiles else { continue }
                let path = Self.child(entry.name, of: folder)
                if walk.isExcluded(entry.name, path: path) { continue }
                if isFolder { queue.append(path) } else { files.append(path) }
            }
        }
    }
}
