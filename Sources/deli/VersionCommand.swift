import ArgumentParser
import DeliKit

/// `deli version`: prints the tool's version.
struct VersionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "version", abstract: "Print the version of deli.")

    func run() {
        FileHandleOutput.standardOutput.write(DeliVersion.current + "\n")
    }
}
