#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tells `deli watch` when the sources changed, so it rebuilds once per save instead of looking
/// at the disk in a loop of its own.
///
/// On Linux it listens to inotify (``InotifyQueue``); where that cannot be set up, on other
/// platforms, or when asked, it compares a ``FolderSnapshot`` every `pollInterval`. If inotify
/// fails later (the watch limit is reached by new folders, a read fails), it switches to polling
/// and reports the changes of that moment as incomplete. Not thread-safe: one caller at a time.
///
/// Only hidden folders are skipped: a hidden file (`.deli.yml`, an editor's swap file) next to
/// the sources is reported like any other, and the caller decides whether it matters.
public final class DirectoryWatcher {
    private let roots: [String]
    private let excluded: Set<String>
    private let pollInterval: Duration
    #if os(Linux)
        private var queue: InotifyQueue?
    #endif
    /// The polling fallback's last look at the disk (nil while inotify is used).
    private var snapshot: FolderSnapshot?
    private var nextPoll = ContinuousClock.now

    /// Watches every folder under `roots`, recursively. Sub-folders whose name starts with "." are
    /// skipped, as are the folders in `excluded` and everything under them (paths compared after
    /// `FilePath.normalize`). Folders created later under a watched folder are watched too (and
    /// files already inside a folder created or moved in are reported as changed).
    /// `polling: true` forces the fallback; otherwise Linux uses inotify and falls back to
    /// polling when inotify cannot be set up; other platforms always poll.
    public init(
        roots: [String], excluding excluded: [String] = [], polling: Bool = false,
        pollInterval: Duration = .milliseconds(500)
    ) {
        self.roots = roots
        self.excluded = Set(excluded.map(FilePath.normalize))
        self.pollInterval = pollInterval
        #if os(Linux)
            if !polling { queue = InotifyQueue.start(roots: roots, excluded: self.excluded) }
            if queue != nil { return }
        #endif
        startPolling()
    }

    /// True when the watcher polls instead of receiving events.
    public var isPolling: Bool { snapshot != nil }

    /// True when the last ``waitForChanges(quietPeriod:timeout:wakingOn:)`` ended because its
    /// `wake` descriptor became readable.
    public private(set) var wasWoken = false

    /// How many folders are watched (for a progress line).
    public var folderCount: Int {
        #if os(Linux)
            if let queue { return queue.folderCount }
        #endif
        return snapshot?.folders.count ?? 0
    }

    /// The folders whose every change is reported as it happens, as the roots spell them: none while
    /// polling, which may miss a change made within one tick of the clock.
    public var eventFolders: [String] {
        #if os(Linux)
            return queue?.watchedFolders ?? []
        #else
            return []
        #endif
    }

    /// Blocks until at least one change arrives, then keeps collecting until `quietPeriod` passes
    /// without a new one (an editor's save is often several events), and returns everything
    /// collected. `timeout`: return an empty, complete `WatchedChanges` if nothing arrived within
    /// it (nil waits forever). When polling, the quiet period lasts at least one poll.
    ///
    /// Collecting stops after four quiet periods or a second, whichever is longer, even if changes
    /// keep coming: a file written all the time under a watched folder (a log) must not hold the
    /// build back forever. It also stops, with what was collected so far, as soon as `wake` (a
    /// descriptor such as a listening socket) becomes readable; ``wasWoken`` tells.
    public func waitForChanges(
        quietPeriod: Duration = .milliseconds(50), timeout: Duration? = nil, wakingOn wake: Int32? = nil
    ) -> WatchedChanges {
        var changes = WatchedChanges()
        wasWoken = false
        guard collect(into: &changes, until: timeout.map { ContinuousClock.now + $0 }, wake: wake) else {
            return WatchedChanges()
        }
        let quiet = isPolling ? max(quietPeriod, pollInterval) : quietPeriod
        let latest = ContinuousClock.now + max(quiet * 4, .seconds(1))
        while ContinuousClock.now < latest,
            collect(into: &changes, until: min(ContinuousClock.now + quiet, latest), wake: wake)
        {}
        return changes
    }

    /// Drops the changes already queued without waiting (after the command wrote its own outputs,
    /// or to start clean). Watches for folders created meanwhile are still added.
    public func discardPending() {
        #if os(Linux)
            if let queue {
                var dropped = WatchedChanges()
                while queue.collect(into: &dropped, until: .now) { dropped = WatchedChanges() }
                if !queue.hasFailed { return }
                self.queue = nil
            }
        #endif
        startPolling()
    }

    /// Adds what arrives before `deadline` (nil: none) to `changes`; true when anything did. False
    /// too, with ``wasWoken`` set, when `wake` became readable first.
    private func collect(
        into changes: inout WatchedChanges, until deadline: ContinuousClock.Instant?, wake: Int32? = nil
    ) -> Bool {
        #if os(Linux)
            if let queue {
                let arrived = queue.collect(into: &changes, until: deadline, wakingOn: wake)
                wasWoken = wasWoken || queue.wasWoken
                guard queue.hasFailed else { return arrived }
                // Events can no longer be trusted: poll from now on, and say what may have been missed.
                self.queue = nil
                startPolling()
                changes.isComplete = false
                return true
            }
        #endif
        return poll(into: &changes, until: deadline, wake: wake)
    }

    /// Takes the snapshot later polls are compared with.
    private func startPolling() {
        snapshot = FolderSnapshot(roots: roots, excluded: excluded)
        nextPoll = ContinuousClock.now + pollInterval
    }

    /// Sleeps to each poll time in turn and compares the disk with the last snapshot, until a
    /// poll finds a change (true), `deadline` comes first or `wake` becomes readable (false).
    private func poll(
        into changes: inout WatchedChanges, until deadline: ContinuousClock.Instant?, wake: Int32?
    ) -> Bool {
        while true {
            let until = deadline.map { min($0, nextPoll) } ?? nextPoll
            if Self.sleep(until: until, wakingOn: wake) {
                wasWoken = true
                return false
            }
            guard ContinuousClock.now >= nextPoll, let older = snapshot else { return false }
            let newer = FolderSnapshot(roots: roots, excluded: excluded)
            let found = newer.changes(since: older)
            snapshot = newer
            nextPoll = ContinuousClock.now + pollInterval
            changes.paths.formUnion(found.paths)
            changes.isComplete = changes.isComplete && found.isComplete
            if !found.paths.isEmpty || !found.isComplete { return true }
            if let deadline, ContinuousClock.now >= deadline { return false }
        }
    }

    /// Sleeps until `instant` (going back to sleep when a signal interrupts), or until `wake`
    /// becomes readable: true then.
    private static func sleep(until instant: ContinuousClock.Instant, wakingOn wake: Int32?) -> Bool {
        while ContinuousClock.now < instant {
            var request = pollfd(fd: wake ?? -1, events: Int16(POLLIN), revents: 0)
            if waitForEvents(&request, milliseconds: PollTimeout.milliseconds(until: instant)) { return true }
        }
        return false
    }
}

/// `poll(2)` on one descriptor (a negative one is ignored: the call only sleeps): true when it is
/// readable. Outside the class, whose own `poll` would hide the system's.
private func waitForEvents(_ request: inout pollfd, milliseconds: Int32) -> Bool {
    poll(&request, 1, milliseconds) > 0 && request.revents != 0
}
