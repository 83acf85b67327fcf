import ArgumentParser
import DeliKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `deli clean`: deletes the scan cache and build records, so the next run scans every file afresh.
/// It deletes only what deli wrote: a path that is a file, a link, or a folder holding anything
/// else is refused (exit code 2) and nothing is deleted.
struct CleanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clean", abstract: "Delete the scan cache.")

    @Option(help: "The configuration file whose default cache folder is deleted.")
    var config: String = "deli.yml"

    @Option(help: "The cache folder to delete, when it is not the default one.")
    var cachePath: String?

    func run() throws {
        let directory = CacheOptions.directory(cachePath: cachePath, configPath: config)
        guard let problem = CacheFolderCleaner(directory: directory).clean() else { return }
        FileHandleOutput.standardError.write(DiagnosticFormatter.text([problem]))
        throw ExitCode(DeliExitCode.usageOrConfiguration)
    }
}

extension DiagnosticID {
    /// `deli clean` could not delete the cache folder.
    static let cacheNotRemoved = DiagnosticID("C060")
    /// `deli clean` was pointed at something deli did not write.
    static let cleanRefused = DiagnosticID("C070")
}

extension Diagnostic {
    static func cacheNotRemoved(_ directory: String, reason: String) -> Diagnostic {
        .error(.cacheNotRemoved, "could not delete the scan cache '\(directory)': \(reason)")
    }

    static func cleanRefused(_ path: String, reason: String) -> Diagnostic {
        .error(.cleanRefused, "refusing to delete '\(path)': \(reason); nothing was deleted")
    }
}
