import Foundation
import PackagePlugin

/// `swift package deli <validate|build|generate> [options]`: runs the deli tool in the package
/// directory with the arguments given, using the package's `deli.yml`.
@main
struct DeliCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "deli")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments.isEmpty ? ["validate"] : arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw DeliCommandError(status: process.terminationStatus)
        }
    }
}

/// The tool failed; its diagnostics are already printed.
struct DeliCommandError: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "deli exited with status \(status)" }
}
