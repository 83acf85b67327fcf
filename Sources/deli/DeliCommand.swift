import ArgumentParser
import DeliKit

/// `deli`: checks the dependency graph of Swift sources and writes a `ModuleFactory` per target.
@main
struct DeliCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "deli",
        abstract: "Compile-time-checked dependency injection for Swift.",
        version: DeliVersion.current,
        subcommands: [
            BuildCommand.self, ValidateCommand.self, GenerateCommand.self, WhyCommand.self, ExplainCommand.self,
            WatchCommand.self, ServeCommand.self, InitCommand.self, CleanCommand.self, VersionCommand.self,
        ]
    )

    /// Parses the arguments and runs the command with deli's exit codes: 0 success, 1 a check
    /// failed, 2 usage or configuration error.
    static func main() {
        AllocatorTuning.apply()
        #if os(Linux)
            // Before parsing: a build a running watch does costs this process little more than starting.
            if let code = BuildClient.build(arguments: CommandLine.arguments) { ProcessExit.end(with: code) }
        #endif
        do {
            // `deli build` with flags only is read without ArgumentParser's reflection.
            if let build = QuickBuildArguments.command(arguments: CommandLine.arguments) {
                try build.run()
            } else {
                var command = try parseAsRoot()
                try command.run()
            }
        } catch let code as ExitCode {
            ProcessExit.end(with: code.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success { exit(withError: error) }
            FileHandleOutput.standardError.write(fullMessage(for: error) + "\n")
            ProcessExit.end(with: DeliExitCode.usageOrConfiguration)
        }
    }
}

/// The process exit codes of `deli`.
enum DeliExitCode {
    static let success: Int32 = 0
    static let checkFailed: Int32 = 1
    static let usageOrConfiguration: Int32 = 2
}
