import Foundation
import PackagePlugin

/// `swift package deli-check [validate|generate|why|explain|version] [options]`: the read-only
/// verbs of deli, in a command plugin that declares no permission, so SwiftPM neither asks for
/// one nor needs a terminal (CI). Writing verbs are refused with the command that runs them.
///
/// The scan cache goes to the plugin's work directory (the only place a plugin without the write
/// permission may write in SwiftPM's sandbox), unless `--cache-path` or `--no-cache` is given.
@main
struct DeliCheckPlugin: CommandPlugin {
    static let readOnlyVerbs: Set<String> = ["validate", "generate", "why", "explain", "version", "help"]
    static let cachingVerbs: Set<String> = ["validate", "generate", "why"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var arguments = arguments.isEmpty ? ["validate"] : arguments
        let verb = arguments[0]
        if verb.hasPrefix("-") && verb != "--help" && verb != "-h" && verb != "--version" {
            arguments.insert("validate", at: 0)
        }
        if let refusal = Self.refusal(for: arguments) { throw refusal }
        if Self.cachingVerbs.contains(arguments[0]),
            !arguments.contains(where: { $0 == "--no-cache" || $0.hasPrefix("--cache-path") })
        {
            let cache = context.pluginWorkDirectoryURL.appendingPathComponent("cache")
            arguments += ["--cache-path", cache.path]
        }
        let tool = try context.tool(named: "deli")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw DeliCheckError.failed(status: process.terminationStatus)
        }
    }

    /// Why `arguments` would write into the package, if they would.
    static func refusal(for arguments: [String]) -> DeliCheckError? {
        let verb = arguments[0]
        if verb.hasPrefix("-") { return nil }
        guard readOnlyVerbs.contains(verb) else { return .writes(verb: verb) }
        if verb == "generate", arguments.contains(where: { $0 == "--output" || $0.hasPrefix("--output=") }) {
            return .writes(verb: "generate --output")
        }
        return nil
    }
}

/// Why the plugin stopped.
enum DeliCheckError: Error, CustomStringConvertible {
    case failed(status: Int32)
    case writes(verb: String)

    var description: String {
        switch self {
        case .failed(let status):
            return "deli exited with status \(status)"
        case .writes(let verb):
            return "deli-check runs only the read-only verbs (validate, generate without --output, why, explain, "
                + "version); '\(verb)' writes into the package: run it with "
                + "`swift package --allow-writing-to-package-directory deli \(verb)`"
        }
    }
}
