import ArgumentParser
import DeliKit

/// What `deli watch` keeps between its builds: the stores, kept in memory in front of the cache
/// files; the watcher of the folders the targets read; and the outputs the last build wrote, whose
/// own change events start no build.
final class WatchSession {
    private let options: CommonOptions
    private let stores: RunStores
    private let polling: Bool
    private let configFolder: String
    private let fileSystem = LocalFileSystem()
    /// What the builds read through: stamps of files in folders that report events are remembered.
    private let watched = WatchedFileSystem()
    private var roots: [String] = []
    private var watcher: DirectoryWatcher?
    /// Each output the last build wrote (normalised path), with its stamp right after the build.
    private var written: [String: FileStamp] = [:]
    /// What the last build left for after its answer.
    private let laterWork = LaterWork()
    /// True when the watched folders changed after a build: what changed during it may be unseen.
    private var needsBuild = false
    /// ``watchesLocalDisksOnly()``'s last answer, for the number of folders the watcher had then.
    private var localDisks: (folderCount: Int, isLocal: Bool)?

    init(options: CommonOptions, polling: Bool) {
        self.options = options
        self.polling = polling
        let configPath = ConfigurationSource(config: options.config, project: options.project).path
        configFolder = FilePath.directory(of: configPath)
        stores = RunStores.onDisk(options: options).resident()
        // Watching starts before the first build, so that nothing saved during it goes unseen.
        watch([configFolder])
    }

    /// One build, as `deli build` does it: its diagnostics and summary are printed, and a failed
    /// build leaves the session watching for the change that fixes it. Returns its exit code.
    ///
    /// - Parameter options: the watch's own, or those of the `deli build` it builds for (which
    ///   differ at most in how they report).
    @discardableResult
    func build(with options: CommonOptions? = nil) -> Int32 {
        let isOwn = options == nil
        let options = options ?? self.options
        var folders = [configFolder]
        let runner = CommandRunner(options: options, command: "build", stores: stores, fileSystem: watched)
        var paths: [String] = []
        var code = DeliExitCode.success
        do {
            var run = BuildRun(options: options, runner: runner)
            run.laterWork = laterWork
            paths = try run.perform { outcome in
                folders = self.folders(of: outcome)
                self.stores.spentValues?.keep(outcome)
            }
        } catch let exit as ExitCode {
            code = exit.rawValue
            if isOwn { runner.log("the build ended with exit code \(code)") }
        } catch {
            code = DeliExitCode.usageOrConfiguration
            FileHandleOutput.standardError.write("deli: \(error)\n")
        }
        written = [:]
        for path in paths.map(FilePath.normalize) {
            if let stamp = fileSystem.stamp(at: path) { written[path] = stamp }
        }
        // A new watcher may have missed what changed during the build: one more build sees it.
        needsBuild = watch(folders)
        // Nobody waits for the watch's own builds: what is left of the run is done now. A build
        // served to a `deli build` leaves it until the answer is sent (see ``answer(_:changed:)``).
        if isOwn { finishLastBuild() }
        return code
    }

    /// Does the work the last build left for later (see ``LaterWork``) and frees what it was done
    /// with (see ``SpentValues``).
    private func finishLastBuild() {
        laterWork.run()
        stores.spentValues?.release()
    }

    /// Does what the last build left for later, then writes what the builds kept in memory to the
    /// cache folder, for the `deli build`s after this process (see ``RunStores/saveKept()``).
    func saveKept() {
        laterWork.run()
        stores.saveKept()
    }

    /// Ends the process for `signal` (see ``StopSignal/end(with:)``) once what the builds kept is
    /// written.
    func end(with signal: Int32) -> Never {
        saveKept()
        StopSignal.end(with: signal)
    }

    #if os(Linux)
        /// Builds for every `deli build` waiting on `server`, each after taking in every change
        /// reported until then: a request that waited while an earlier one was built and answered
        /// (and the work after that answer was done) comes after an edit made meanwhile. When none
        /// could be served, a change (`changed`, or one reported meanwhile) is built by the next
        /// wait. Returns how many builds it did.
        @discardableResult
        func answer(_ server: BuildServer, changed: Bool) -> Int {
            let built = server.answerWaiting(
                build: { options in
                    absorbReported()
                    needsBuild = false
                    return build(with: options)
                }, answered: finishLastBuild)
            if built == 0 && (absorbReported() || changed) { needsBuild = true }
            return built
        }

        /// Takes in the changes reported and not yet taken in (see ``absorb(_:)``).
        @discardableResult
        private func absorbReported() -> Bool {
            absorb(watcher?.waitForChanges(quietPeriod: .zero, timeout: .zero) ?? WatchedChanges())
        }
    #endif

    /// True while the system reports changes as events; false when the session polls (where
    /// inotify could not be set up, or failed).
    var receivesEvents: Bool { watcher.map { !$0.isPolling } ?? false }

    /// True when every folder the events come from is on a disk of this machine (``LocalDisk``):
    /// on a network or shared file system, a change made from elsewhere raises no event. Asked
    /// after every build a server answers, it looks again only when the watched folders changed.
    func watchesLocalDisksOnly() -> Bool {
        guard let watcher else { return false }
        let folderCount = watcher.folderCount
        if let known = localDisks, known.folderCount == folderCount { return known.isLocal }
        let isLocal = watcher.eventFolders.allSatisfy(LocalDisk.holds)
        localDisks = (folderCount, isLocal)
        return isLocal
    }

    /// Prints what is watched, unless `--quiet`.
    func announce() {
        guard !options.quiet, let watcher else { return }
        let how = watcher.isPolling ? "comparing stamps twice a second" : "on change events"
        FileHandleOutput.standardError.write(
            "deli: watching \(watcher.folderCount) folders under \(roots.joined(separator: ", ")), \(how); "
                + "Ctrl-C stops\n")
    }

    /// What ended a wait.
    enum Wake {
        /// Nothing within the timeout, or only this session's own outputs changed.
        case nothing
        /// Something the builds read changed.
        case changed
        /// A `deli build` asked for a build; `changed` tells whether something the builds read
        /// changed too.
        case asked(changed: Bool)
    }

    /// Waits until something other than this session's own outputs changed, or until `wake` (the
    /// build server's descriptor) becomes readable.
    func waitForChange(quietPeriod: Duration, timeout: Duration, wake: Int32? = nil) -> Wake {
        if needsBuild {
            needsBuild = false
            return .changed
        }
        guard let watcher else { return .nothing }
        let changes = watcher.waitForChanges(quietPeriod: quietPeriod, timeout: timeout, wakingOn: wake)
        let changed = absorb(changes)
        if watcher.wasWoken { return .asked(changed: changed) }
        return changed ? .changed : .nothing
    }

    /// Forgets the stamps of what `changes` name: true when anything the builds read changed.
    private func absorb(_ changes: WatchedChanges) -> Bool {
        // Most waits end with nothing: the stamps stand, and so do the watched folders.
        guard changes != WatchedChanges(), let watcher else { return false }
        watched.forget(changes)
        watched.watch(folders: watcher.eventFolders)
        return !changes.isComplete || changes.paths.contains { !isIgnored($0) }
    }

    /// Files deli does not read (names that start with a dot, such as the temporary files outputs
    /// are written through) and outputs still as the last build wrote them.
    private func isIgnored(_ path: String) -> Bool {
        let normalized = FilePath.normalize(path)
        if FilePath.lastComponent(of: normalized).hasPrefix(".") { return true }
        guard let stamp = written[normalized] else { return false }
        return fileSystem.stamp(at: normalized) == stamp
    }

    /// The configuration's folder and the source folders of every target and dependency module.
    private func folders(of outcome: PipelineOutcome) -> [String] {
        var folders = [configFolder]
        for target in outcome.targets.map(\.target) {
            folders.append(target.sourceDirectory)
            folders += target.dependencyModules.map(\.sourceDirectory)
        }
        return folders
    }

    /// Watches `folders` (those inside another one are covered by it) with a new watcher when they
    /// are not the ones watched now; true when it made one.
    @discardableResult
    private func watch(_ folders: [String]) -> Bool {
        let normalized = Set(folders.filter { !$0.isEmpty }.map(FilePath.normalize)).sorted()
        let outermost = normalized.filter { folder in
            !normalized.contains { $0 != folder && FilePath.isInside(folder, directory: $0) }
        }
        guard outermost != roots || watcher == nil else { return false }
        roots = outermost
        let excluded = [stores.directory, options.cache.moduleCachePath].compactMap { $0 }
        let replacement = DirectoryWatcher(roots: outermost, excluding: excluded, polling: polling)
        watcher = replacement
        localDisks = nil
        // What changed while no watcher was listening is unknown: every stamp is read again.
        watched.forget(WatchedChanges(isComplete: false))
        watched.watch(folders: replacement.eventFolders)
        return true
    }
}
