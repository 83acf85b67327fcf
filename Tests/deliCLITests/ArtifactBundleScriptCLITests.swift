import Foundation
import Testing

/// `Scripts/make-artifact-bundle.sh --tool <built deli> OUT` writes the layout SwiftPM reads for
/// a binary target (SE-0305) that DELI_TOOL_BUNDLE points the plugins to.
@Suite struct ArtifactBundleScriptCLITests {
    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scripts/make-artifact-bundle.sh")

    /// The host triple SwiftPM matches against `supportedTriples`.
    static var hostTriple: String? {
        #if os(Linux) && arch(x86_64)
            return "x86_64-unknown-linux-gnu"
        #elseif os(Linux) && arch(arm64)
            return "aarch64-unknown-linux-gnu"
        #else
            return nil
        #endif
    }

    private func runScript(_ arguments: [String]) throws -> DeliProcess.Result {
        try DeliProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["bash", Self.script.path] + arguments)
    }

    @Test func writesAnExecutableBundleWithItsZipAndChecksum() throws {
        let output = try TemporaryProject(files: [:])
        let result = try runScript(["--tool", DeliProcess.executable.path, output.url.path])
        #expect(result.status == 0, "\(result.standardError)")
        let version = try DeliProcess.run(["version"], in: output.url).standardOutput
            .trimmingCharacters(in: .newlines)

        let info = try JSONSerialization.jsonObject(with: Data(output.read("deli.artifactbundle/info.json").utf8))
        let root = try #require(info as? [String: Any])
        #expect(root["schemaVersion"] as? String == "1.0")
        let artifacts = try #require(root["artifacts"] as? [String: Any])
        #expect(Array(artifacts.keys) == ["deli"])
        let deli = try #require(artifacts["deli"] as? [String: Any])
        #expect(deli["type"] as? String == "executable")
        #expect(deli["version"] as? String == version)
        let variants = try #require(deli["variants"] as? [[String: Any]])
        #expect(variants.count == 1)
        let triples = try #require(variants.first?["supportedTriples"] as? [String])
        if let host = Self.hostTriple { #expect(triples == [host]) }
        let path = try #require(variants.first?["path"] as? String)
        #expect(path == "deli-\(version)-\(triples.first ?? "")/bin/deli")

        let packaged = output.url.appendingPathComponent("deli.artifactbundle").appendingPathComponent(path)
        #expect(FileManager.default.isExecutableFile(atPath: packaged.path))
        let zip = output.url.appendingPathComponent("deli.artifactbundle.zip")
        let zipSize = try FileManager.default.attributesOfItem(atPath: zip.path)[.size] as? Int
        #expect((zipSize ?? 0) > 0)
        let checksum = result.standardOutput.split(separator: "\n").first { $0.hasPrefix("checksum: ") }
        let hex = checksum.map { String($0.dropFirst("checksum: ".count)) } ?? ""
        #expect(hex.count == 64 && hex.allSatisfy { "0123456789abcdef".contains($0) }, "\(result.standardOutput)")
    }

    @Test func refusesMissingArgumentsAndAToolThatIsNotExecutable() throws {
        let output = try TemporaryProject(files: ["not-a-tool": "text"])
        let noArguments = try runScript([])
        #expect(noArguments.status == 2)
        #expect(noArguments.standardError.contains("usage:"))
        let notExecutable = try runScript([
            "--tool", output.url.appendingPathComponent("not-a-tool").path, output.url.path,
        ])
        #expect(notExecutable.status == 1)
        #expect(notExecutable.standardError.contains("is not an executable"))
        #expect(!FileManager.default.fileExists(atPath: output.url.appendingPathComponent("deli.artifactbundle").path))
    }
}
