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
            so that a build re-reads only what changed. It ends after --idle seconds without a build, when a \
            `deli build` of another deli executable asks, when its folder or its cache folder is removed (deli clean), \
            when change events cannot be had, and on Ctrl-C, SIGTERM or SIGHUP. `deli build` starts one by itself unless DELI_SERVER=off \
            or CI is set (see docs/cli.md).
            """)

    @OptionGroup var options: CommonOptions

    @Option(help: "End after this many seconds without a build.")
    var idle: Int = ServerLauncher.defaultIdleSeconds

    mutating func validate() throws {
        guard idle >= 1 else { throw ValidationError("--idle must be 1 second or more.") }
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
            var folders = ServedFolders(cacheDirectory: cacheDirectory)
            var lastBuild = ContinuousClock.now
            while ContinuousClock.now - lastBuild < .seconds(idle) {
                if let signal = stop.received { StopSignal.end(with: signal) }
                let wake = session.waitForChange(
                    quietPeriod: .zero, timeout: .milliseconds(250), wake: server.descriptor)
                if case .asked(let changed) = wake {
                    session.answer(server, changed: changed)
                    lastBuild = ContinuousClock.now
                }
                // Polling in the background would cost more than the builds it saves.
                if server.sawAnotherExecutable || !session.receivesEvents || folders.haveChanged() { return }
            }
        #else
            FileHandleOutput.standardError.write("deli: deli serve runs on Linux only\n")
            throw ExitCode(DeliExitCode.usageOrConfiguration)
        #endif
    }
}
