import ArgumentParser
import DeliKit

/// `deli serve`: builds for every `deli build` run in this folder with the same build options, and
/// for nothing else, keeping the sources' stamps, the scan cache and the build records in memory
/// between builds; ends once no build asked for `--idle` seconds. `deli build` starts one when none
/// serves its folder (see ``ServerLauncher``), so the builds a script or an IDE runs one after
/// another cost what each edit costs, as under `deli watch`.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Keep the graph in memory and build for each `deli build` in this folder (Linux).",
        discussion: """
            Takes the options of `deli build`; serves the `deli build`s run from this working folder with the same \
            build options and the same deli executable. It builds nothing by itself: it listens to change events \
            so that a build re-reads only what changed. It ends after --idle seconds without a build (after \
            --first-idle seconds until a second build asks), when a \
            `deli build` of another deli executable asks, when its folder or its cache folder is removed \
            (deli clean), when a folder it watches is on a network or shared file system, when change events \
            cannot be had, and on Ctrl-C, SIGTERM or SIGHUP. `deli build` starts one by itself unless \
            DELI_SERVER=off or CI is set (see docs/cli.md).
            """)

    @OptionGroup var options: CommonOptions

    @Option(help: "End after this many seconds without a build.")
    var idle: Int = ServerLauncher.defaultIdleSeconds

    @Option(help: "Until a second build asks, end after this many seconds without one (at most --idle).")
    var firstIdle: Int = ServerLauncher.defaultFirstIdleSeconds

    mutating func validate() throws {
        guard idle >= 1, firstIdle >= 1 else {
            throw ValidationError("--idle and --first-idle must be 1 second or more.")
        }
    }

    func run() throws {
        #if os(Linux)
            let stop = StopSignal.install()
            let session = WatchSession(options: options, polling: false)
            guard let cacheDirectory = options.cacheDirectory else {
                FileHandleOutput.standardError.write("deli: --no-cache keeps nothing to serve from\n")
                throw ExitCode(DeliExitCode.usageOrConfiguration)
            }
            guard let server = BuildServer(options: options, kind: .server) else {
                FileHandleOutput.standardError.write("deli: another deli watch or server serves this folder\n")
                throw ExitCode(DeliExitCode.usageOrConfiguration)
            }
            // The socket stays bound until what was kept is on disk: a `deli watch` taking over
            // reads it once it can bind.
            withExtendedLifetime(server) {
                if serve(session, server, folders: ServedFolders(cacheDirectory: cacheDirectory), stop: stop) {
                    session.saveKept()
                }
            }
        #else
            FileHandleOutput.standardError.write("deli: deli serve runs on Linux only\n")
            throw ExitCode(DeliExitCode.usageOrConfiguration)
        #endif
    }

    #if os(Linux)
        /// Answers the builds that ask until the server has to end. A server that no second build
        /// comes to (a single `deli build` in a folder, a script's one run) ends after `firstIdle`;
        /// requests it refuses (other build options) do not keep it. Returns whether what the builds
        /// kept is to be written: not when the working or cache folder went, nor when another deli
        /// executable asked (its own records are the ones its next builds use).
        private func serve(_ session: WatchSession, _ server: BuildServer, folders: ServedFolders, stop: StopSignal)
            -> Bool
        {
            var folders = folders
            var builds = 0
            var lastBuild = ContinuousClock.now
            while ContinuousClock.now - lastBuild < .seconds(builds > 1 ? idle : min(idle, firstIdle)) {
                if let signal = stop.received { session.end(with: signal) }
                let wake = session.waitForChange(
                    quietPeriod: .zero, timeout: .milliseconds(250), wake: server.descriptor)
                // Each build counts: requests that waited behind one another are answered together.
                let built = if case .asked(let changed) = wake { session.answer(server, changed: changed) } else { 0 }
                if built > 0 {
                    builds += built
                    lastBuild = ContinuousClock.now
                    // The build may have named folders on a network or shared file system.
                    if !session.watchesLocalDisksOnly() { return true }
                }
                if folders.haveChanged() || server.sawAnotherExecutable { return false }
                // Polling in the background would cost more than the builds it saves.
                if server.hasSteppedDown || !session.receivesEvents { return true }
            }
            return true
        }
    #endif
}
