import ArgumentParser
import DeliKit

/// `deli build`: checks every target, then writes its factory and resolved file.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build", abstract: "Check the dependency graph and write each target's factory and resolved file.")

    @OptionGroup var options: CommonOptions

    func run() throws {
        try BuildRun(options: options, runner: CommandRunner(options: options, command: "build")).perform()
    }
}
