import Foundation
import Testing

/// The documented catalogue (docs/diagnostics.md and docs/diagnostics-config.md) and the ids the
/// tool can emit (every `DiagnosticID("…")` declared under Sources/) are the same set.
@Suite struct DiagnosticCatalogueTests {
    private static func matches(_ pattern: String, in text: String) -> Set<String> {
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return Set(
            regex.matches(in: text, range: range).compactMap { match in
                Range(match.range(at: 1), in: text).map { String(text[$0]) }
            })
    }

    private static func declaredIDs() throws -> Set<String> {
        let sources = RepositoryPaths.root.appendingPathComponent("Sources")
        var ids = Set<String>()
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            ids.formUnion(matches(#"DiagnosticID\("([CEW][0-9]{3})"\)"#, in: text))
        }
        return ids
    }

    private static func documentedIDs() throws -> Set<String> {
        var ids = Set<String>()
        for page in ["docs/diagnostics.md", "docs/diagnostics-config.md"] {
            let text = try String(contentsOfFile: RepositoryPaths.path(page), encoding: .utf8)
            ids.formUnion(matches(#"^## ([CEW][0-9]{3})\b"#, in: text))
        }
        return ids
    }

    /// Ids no longer reported, listed as retired in the catalogue: never declared again, for
    /// another problem or the same one.
    static let retiredIDs: Set<String> = ["C086"]

    @Test func aRetiredIdIsNeitherDeclaredNorDocumentedAsAnEntry() throws {
        #expect(try Self.declaredIDs().intersection(Self.retiredIDs).isEmpty)
        #expect(try Self.documentedIDs().intersection(Self.retiredIDs).isEmpty)
        let page = try String(contentsOfFile: RepositoryPaths.path("docs/diagnostics-config.md"), encoding: .utf8)
        for id in Self.retiredIDs {
            #expect(page.contains("Retired ids are not reported any more") && page.contains(id))
        }
    }

    @Test func everyEmittedIdIsDocumentedAndEveryDocumentedIdExists() throws {
        let declared = try Self.declaredIDs()
        let documented = try Self.documentedIDs()
        #expect(declared.count > 40)
        #expect(declared.subtracting(documented).sorted() == [], "declared in Sources but not documented")
        #expect(documented.subtracting(declared).sorted() == [], "documented but never declared")
    }
}
