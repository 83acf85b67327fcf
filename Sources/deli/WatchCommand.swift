import ArgumentParser
import DeliKit

/// `deli watch`: builds, then builds again after every change under the watched folders, until
/// interrupted. One process does every build and keeps the scan cache and the build records in
/// memory between them, so a build after an edit skips starting a process, parsing the arguments
/// and reading the caches back.
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Build, then build again whenever a source, the configuration or a property file changes.",
        discussion: """
            Watches the folder of the configuration and the source folders of every target and dependency \
            module, sub-folders included (names that start with a dot and the cache folder excepted). Each \
            change starts a build once the folders have been quiet for --delay milliseconds. Stop it with \
            Ctrl-C: a build under way finishes first. On Linux it also builds for each `deli build` run in the \
            same folder with the same build options, printing to that process's output.
            """)

    @OptionGroup var options: CommonOptions

    @Option(help: "How long the folders must be quiet after a change before the build starts, in milliseconds.")
    var delay: Int = 50

    @Flag(help: "Compare the folders' stamps twice a second instead of asking the system for change events.")
    var poll = false

    mutating func validate() throws {
        guard delay >= 0 else { throw ValidationError("--delay must be 0 or more milliseconds.") }
    }

    func run() throws {
        let stop = StopSignal.install()
        let session = WatchSession(options: options, polling: poll)
        #if os(Linux)
            // Listening before the first build: a `deli build` meanwhile waits for it, then is served.
            // A `deli serve` that a `deli build` started here steps down for the watch.
            let server = BuildServer(options: options) ?? BuildServer.takingOver(options: options)
            let serverDescriptor = server?.descriptor
        #else
            let serverDescriptor: Int32? = nil
        #endif
        session.build()
        session.announce()
        while true {
            if let signal = stop.received { session.end(with: signal) }
            let wake = session.waitForChange(
                quietPeriod: .milliseconds(delay), timeout: .milliseconds(250), wake: serverDescriptor)
            #if os(Linux)
                if let server, case .asked(let changed) = wake { session.answer(server, changed: changed) }
            #endif
            if case .changed = wake { session.build() }
        }
    }
}
