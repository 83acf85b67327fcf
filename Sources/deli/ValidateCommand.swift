import ArgumentParser
import DeliKit

/// `deli validate`: checks every target without writing anything.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate", abstract: "Check the dependency graph of every target without writing files.")

    @OptionGroup var options: CommonOptions

    func run() throws {
        let runner = CommandRunner(options: options, command: "validate")
        let outcome = try runner.check()
        for target in outcome.targets {
            runner.log("\(target.target.name): \(target.componentCount) components checked")
        }
        try runner.finish(outcome)
    }
}
