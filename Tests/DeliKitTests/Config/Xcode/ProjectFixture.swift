import Foundation

@testable import DeliKit

/// A project under `Tests/DeliKitTests/ProjectFixtures`, loaded from disk.
struct ProjectFixture {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ProjectFixtures")

    let name: String
    var path: String { Self.root.appendingPathComponent(name).path }

    func load(options: ConfigurationOptions = .init()) -> ConfigurationLoadResult {
        ConfigurationLoader(fileSystem: LocalFileSystem()).load(configPath: path + "/deli.yml", options: options)
    }

    /// `paths` without the fixture's directory prefix.
    func relative(_ paths: [String]) -> [String] {
        paths.map { $0.hasPrefix(path + "/") ? String($0.dropFirst(path.count + 1)) : $0 }
    }
}
