#if os(Linux)
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #endif

    /// Linux's inotify behind ``DirectoryWatcher``: one watch per folder (inotify is not
    /// recursive), kept in step as folders are created, moved in and out, and removed.
    ///
    /// A folder created or moved in is walked as soon as its event is read: files written before
    /// its watch existed would otherwise be missed, so everything found inside is reported too.
    /// Once something goes wrong for good (a read fails, the watch limit is reached) ``hasFailed``
    /// is set and the watcher polls instead.
    final class InotifyQueue {
        private static let mask =
            UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO)
            | UInt32(IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)
        private static let bufferSize = 64 * 1024
        private static let headerSize = 16

        private let descriptor: Int32
        private let excluded: Set<String>
        private let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bufferSize, alignment: 8)
        /// The folder each watch descriptor stands for.
        private var folders: [Int32: String] = [:]
        private let roots: [String]
        /// True once events can no longer be trusted to arrive.
        private(set) var hasFailed = false
        /// True when the last ``collect(into:until:wakingOn:)`` ended because its `wake` descriptor
        /// became readable.
        private(set) var wasWoken = false

        /// How many folders are watched.
        var folderCount: Int { folders.count }

        /// The folders events come from, as the roots spell them.
        var watchedFolders: [String] { Array(folders.values) }

        /// A queue watching every folder under `roots`, or nil when inotify cannot be used (no
        /// instance could be made, or the per-user watch limit was reached).
        static func start(roots: [String], excluded: Set<String>) -> InotifyQueue? {
            let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else { return nil }
            let queue = InotifyQueue(descriptor: descriptor, roots: roots, excluded: excluded)
            // Nothing is reported yet: the files inside are not listed, only the folders to watch.
            var ignored = WatchedChanges(paths: [], isComplete: true)
            for root in roots { queue.watchTree(root, isRoot: true, reportingInto: &ignored, listingFiles: false) }
            return queue.hasFailed ? nil : queue
        }

        private init(descriptor: Int32, roots: [String], excluded: Set<String>) {
            self.descriptor = descriptor
            self.roots = roots
            self.excluded = excluded
        }

        deinit {
            close(descriptor)
            buffer.deallocate()
        }

        /// Waits until an event worth reporting is read (true) or `deadline` passes (false; nil
        /// waits forever). Events read on the way that report nothing do not end the wait; `wake`
        /// becoming readable does (false, and ``wasWoken`` is set).
        func collect(
            into changes: inout WatchedChanges, until deadline: ContinuousClock.Instant?, wakingOn wake: Int32? = nil
        ) -> Bool {
            wasWoken = false
            while !hasFailed {
                var requests = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
                if let wake { requests.append(pollfd(fd: wake, events: Int16(POLLIN), revents: 0)) }
                let ready = poll(&requests, nfds_t(requests.count), Self.milliseconds(until: deadline))
                if ready < 0 && errno != EINTR {
                    hasFailed = true
                } else if ready == 0 {
                    return false
                } else if ready > 0 && requests[0].revents != 0 && readEvents(into: &changes) {
                    return true
                } else if ready > 0 && requests.count > 1 && requests[1].revents != 0 {
                    wasWoken = true
                    return false
                }
            }
            return false
        }

        /// One `read` of whatever is queued, parsed; true when an event was worth reporting.
        private func readEvents(into changes: inout WatchedChanges) -> Bool {
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            if count < 0 {
                if errno != EINTR && errno != EAGAIN && errno != EWOULDBLOCK { hasFailed = true }
                return false
            }
            var reported = false
            var offset = 0
            // Each record: wd Int32, mask UInt32, cookie UInt32, len UInt32, then `len` bytes of name.
            while offset + Self.headerSize <= count {
                let watch = buffer.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                let mask = buffer.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                let length = Int(buffer.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                let end = offset + Self.headerSize + length
                guard end <= count else { break }
                let bytes = UnsafeRawBufferPointer(rebasing: buffer[(offset + Self.headerSize)..<end])
                // Not UTF-8: no `String` path could name it again (as `LocalFileSystem` skips it).
                if let name = String(validating: bytes.prefix { $0 != 0 }, as: UTF8.self) {
                    reported = handle(watch: watch, mask: mask, name: name, into: &changes) || reported
                }
                offset = end
            }
            return reported
        }

        /// Applies one event: reports its path, and keeps the watches in step with the folders.
        private func handle(watch: Int32, mask: UInt32, name: String, into changes: inout WatchedChanges) -> Bool {
            if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                // Events were dropped, folder creations among them perhaps: watch everything again.
                // What is inside need not be listed: the caller treats every file as changed.
                var everything = WatchedChanges(paths: [], isComplete: false)
                for root in roots { watchTree(root, isRoot: true, reportingInto: &everything, listingFiles: false) }
                changes.isComplete = false
                return true
            }
            if mask & UInt32(IN_IGNORED) != 0 {
                folders[watch] = nil  // The folder was removed, or its watch taken off.
                return false
            }
            guard let folder = folders[watch] else { return false }
            guard !name.isEmpty else {
                changes.paths.insert(folder)  // The watched folder itself was touched, moved or removed.
                return true
            }
            let path = FolderSnapshot.child(name, of: folder)
            let isFolder = mask & UInt32(IN_ISDIR) != 0
            if (isFolder && name.hasPrefix(".")) || FolderSnapshot.isExcluded(path, excluded) { return false }
            changes.paths.insert(path)
            if isFolder && mask & UInt32(IN_MOVED_FROM) != 0 { unwatchTree(path) }
            if isFolder && mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                watchTree(path, isRoot: false, reportingInto: &changes)
            }
            return true
        }

        /// Watches `folder` and every folder under it, and reports what is already inside (all of
        /// it may have been written before the watches existed). Roots may be symbolic links;
        /// other folders are not followed, should one have been replaced by a link meanwhile.
        private func watchTree(
            _ folder: String, isRoot: Bool, reportingInto changes: inout WatchedChanges, listingFiles: Bool = true
        ) {
            let found = FolderSnapshot(roots: [folder], excluded: excluded, stamping: false, listingFiles: listingFiles)
            changes.paths.formUnion(found.files)
            for path in found.folders {
                if path != folder { changes.paths.insert(path) }
                let flags = Self.mask | (isRoot && path == folder ? 0 : UInt32(IN_DONT_FOLLOW))
                let watch = inotify_add_watch(descriptor, path, flags)
                if watch >= 0 {
                    folders[watch] = path
                } else if errno == ENOSPC {
                    hasFailed = true  // The per-user watch limit: polling is the only way to see it all.
                } else if errno != ENOENT && errno != ENOTDIR {
                    changes.isComplete = false  // Unwatched, yet still there: its changes will be lost.
                }
            }
            if !found.unreadable.isEmpty { changes.isComplete = false }
        }

        /// Stops watching `folder` and every folder under it, moved out from under the watched path:
        /// its events would carry the old path. When moved within the tree, its new place is watched
        /// afresh by the matching `IN_MOVED_TO`.
        private func unwatchTree(_ folder: String) {
            for (watch, path) in folders where path == folder || path.hasPrefix(folder + "/") {
                inotify_rm_watch(descriptor, watch)
                folders[watch] = nil
            }
        }

        /// `poll`'s timeout for `deadline`: -1 for none (see ``PollTimeout``).
        private static func milliseconds(until deadline: ContinuousClock.Instant?) -> Int32 {
            deadline.map { PollTimeout.milliseconds(until: $0) } ?? -1
        }
    }
#endif
