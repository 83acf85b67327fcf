import Foundation
import Testing

@testable import DeliKit

@Suite struct ConfigurationLoaderDiskTests {
    private func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test func loadsARealPackageOnDisk() throws {
        let root = NSTemporaryDirectory() + "deli-config-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(
            "let package = Package(name: \"P\", targets: [.target(name: \"App\")])\n", to: root + "/Package.swift")
        try write("struct A {}\n", to: root + "/Sources/App/A.swift")
        try write("struct B {}\n", to: root + "/Sources/App/Sub/B.swift")
        try write("// ignored\n", to: root + "/Sources/App/.hidden/H.swift")
        try write("server: {port: 80}\n", to: root + "/Configurations/common.yml")
        try write("{\"server\": {\"port\": 8080}}", to: root + "/Configurations/dev.json")
        try write(
            "config:\n  App:\n    properties: Configurations/*.yml\n    profiles: {dev: Configurations/dev.json}\n",
            to: root + "/deli.yml")

        let result = ConfigurationLoader(fileSystem: LocalFileSystem()).load(configPath: root + "/deli.yml")
        #expect(result.diagnostics.isEmpty)
        let target = try #require(result.targets.first)
        #expect(target.sourceFiles == [root + "/Sources/App/A.swift", root + "/Sources/App/Sub/B.swift"])
        #expect(target.outputPath == root + "/Sources/App/DeliFactory.swift")
        #expect(target.selectedProfile == "dev")
        let port = try #require(target.properties.node(at: "server.port"))
        #expect(port.scalar == .int(8080))
        #expect(port.location == SourceLocation(file: root + "/Configurations/dev.json", line: 1, column: 21))
    }
}
