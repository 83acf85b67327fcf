import ArgumentParser
import DeliKit

/// `deli build`: checks every target, then writes its factory and resolved file.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build", abstract: "Check the dependency graph and write each target's factory and resolved file.",
        discussion: """
            When a `deli watch` runs in the same folder with the same build options (those that only change what \
            is printed may differ), it does the build, printing to this process's output, and this process ends \
            with its exit code (Linux). --no-server builds in this process.
            """)

    @OptionGroup var options: CommonOptions

    @Flag(help: "Build in this process even when a running `deli watch` could build for it.")
    var noServer = false

    func run() throws {
        #if os(Linux)
            // `DeliCommand.main` asked the watch before parsing; here only its refusal is left to say.
            if options.verbose, let reason = BuildClient.refusal.withLock({ $0 }) {
                FileHandleOutput.standardError.write("deli: \(reason)\n")
            }
        #endif
        try BuildRun(options: options, runner: CommandRunner(options: options, command: "build")).perform()
    }
}
