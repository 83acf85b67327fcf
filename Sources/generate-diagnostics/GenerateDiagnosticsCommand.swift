import Foundation

/// `swift run generate-diagnostics [--check] [ROOT]`: rewrites the generated diagnostics files of
/// the repository at ROOT (default: the current directory) whose text changed; with `--check`,
/// writes nothing and exits 1 when one is stale.
@main
enum GenerateDiagnosticsCommand {
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        let check = arguments.contains("--check")
        arguments.removeAll { $0 == "--check" }
        let root = URL(fileURLWithPath: arguments.first ?? FileManager.default.currentDirectoryPath)
        do {
            let stale = try DiagnosticsGenerator(root: root).staleFiles()
            try check ? report(stale) : write(stale, under: root)
        } catch {
            FileHandle.standardError.write(Data("generate-diagnostics: \(error)\n".utf8))
            exit(1)
        }
    }

    private static func report(_ stale: [GeneratedFile]) throws {
        guard stale.isEmpty else {
            let paths = stale.map(\.path).joined(separator: ", ")
            throw GeneratorError("stale: \(paths); run `swift run generate-diagnostics` and commit the result")
        }
        print("generated files are current")
    }

    private static func write(_ stale: [GeneratedFile], under root: URL) throws {
        for file in stale {
            try file.text.write(to: root.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
            print("wrote \(file.path)")
        }
        if stale.isEmpty { print("generated files are current") }
    }
}
