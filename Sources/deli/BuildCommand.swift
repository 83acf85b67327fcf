import ArgumentParser
import DeliKit

/// `deli build`: checks every target, then writes its factory and resolved file.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build", abstract: "Check the dependency graph and write each target's factory and resolved file.",
        discussion: """
            When a `deli watch` of the same configuration and cache folder runs in the same folder with the same \
            build options (those that only change what is printed may differ), it does the build and this process \
            prints what it printed and ends with its exit code (Linux). --no-server builds in this process.
            """)

    @OptionGroup var options: CommonOptions

    @Flag(help: "Build in this process even when a running `deli watch` could build for it.")
    var noServer = false

    func run() throws {
        #if os(Linux)
            let arguments = CommandLine.arguments
            if !noServer, arguments.count > 1, arguments[1] == "build",
                let code = BuildClient.build(options: options, arguments: Array(arguments.dropFirst(2)))
            {
                if code != 0 { throw ExitCode(code) }
                return
            }
        #endif
        try BuildRun(options: options, runner: CommandRunner(options: options, command: "build")).perform()
    }
}
