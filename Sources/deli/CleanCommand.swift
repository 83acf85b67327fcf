import ArgumentParser
import DeliKit
import Foundation

/// `deli clean`: deletes the scan cache, so the next run scans every file afresh.
struct CleanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clean", abstract: "Delete the scan cache.")

    @Option(help: "The configuration file whose default cache folder is deleted.")
    var config: String = "deli.yml"

    @Option(help: "The cache folder to delete, when it is not the default one.")
    var cachePath: String?

    func run() throws {
        let directory = CacheOptions.directory(cachePath: cachePath, configPath: config)
        guard FileManager.default.fileExists(atPath: directory) else { return }
        do {
            try FileManager.default.removeItem(atPath: directory)
        } catch {
            FileHandleOutput.standardError.write(
                DiagnosticFormatter.text([.cacheNotRemoved(directory, reason: error.localizedDescription)]))
            throw ExitCode(DeliExitCode.usageOrConfiguration)
        }
    }
}

extension DiagnosticID {
    /// `deli clean` could not delete the cache folder.
    static let cacheNotRemoved = DiagnosticID("C060")
}

extension Diagnostic {
    static func cacheNotRemoved(_ directory: String, reason: String) -> Diagnostic {
        .error(.cacheNotRemoved, "could not delete the scan cache '\(directory)': \(reason)")
    }
}
