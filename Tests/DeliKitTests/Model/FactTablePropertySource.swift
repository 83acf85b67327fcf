@testable import DeliKit

/// A test double for one profile's properties: exact path strings mapped to facts.
///
/// Fixture files list them one per line: `profile path kind text…` (`dev server.port int 8080`);
/// a line with only a profile name declares an empty profile.
struct FactTablePropertySource: PropertySource {
    var facts: [String: PropertyFact]

    func lookup(_ path: String) -> PropertyFact? {
        facts[path]
    }

    /// Parses the fixture format into one source per profile.
    static func profiles(from text: String) -> [String: any PropertySource] {
        var tables: [String: [String: PropertyFact]] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: true).map(String.init)
            guard let profile = parts.first else { continue }
            tables[profile, default: [:]] = tables[profile] ?? [:]
            guard parts.count >= 3, let kind = PropertyFact.Kind(rawValue: parts[2]) else { continue }
            tables[profile]?[parts[1]] = PropertyFact(kind: kind, text: parts.count > 3 ? parts[3] : "")
        }
        return tables.mapValues { FactTablePropertySource(facts: $0) }
    }
}
