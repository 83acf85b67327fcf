import Foundation

@testable import DeliKit

/// One folder of `Tests/DeliKitTests/Fixtures`: Swift sources named `*.swift.txt` (so that neither
/// SwiftPM nor `swift format` treats them as code; they are scanned as `*.swift`), an optional `properties.txt` (see `FactTablePropertySource`),
/// an optional `Package.swift.txt` whose first target's settings apply (its default isolation),
/// `expected.txt` with the exact diagnostics, and an optional `model.txt` with the expected model.
///
/// Run with `DELI_RECORD_FIXTURES=1` to rewrite the expectation files (the tests then fail, so a
/// recording is never mistaken for a pass).
struct Fixture {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
    static let isRecording = ProcessInfo.processInfo.environment["DELI_RECORD_FIXTURES"] == "1"

    let name: String
    var directory: URL { Self.root.appendingPathComponent(name) }

    /// Every fixture folder, sorted.
    static var names: [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return entries.filter { !$0.hasPrefix(".") }.sorted()
    }

    /// The sources, with paths relative to the fixture folder, sorted.
    func sources() throws -> [SourceFile] {
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        let paths = (enumerator?.allObjects as? [String] ?? []).filter {
            $0.hasSuffix(".swift.txt") && $0 != Self.manifestFile
        }.sorted()
        return try paths.map { path in
            SourceFile(
                path: String(path.dropLast(4)),
                text: try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8))
        }
    }

    static let manifestFile = "Package.swift.txt"

    /// `Package.swift.txt` gives its first target `.defaultIsolation(MainActor.self)`.
    var isMainActorByDefault: Bool {
        read(Self.manifestFile).flatMap { PackageManifestReader.manifest($0).targets.first?.isMainActorByDefault }
            ?? false
    }

    func properties() -> [String: any PropertySource] {
        guard let text = read("properties.txt") else { return [:] }
        return FactTablePropertySource.profiles(from: text)
    }

    func read(_ file: String) -> String? {
        try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
    }

    func record(_ text: String, as file: String) throws {
        try text.write(to: directory.appendingPathComponent(file), atomically: true, encoding: .utf8)
    }
}
