import Testing

@testable import DeliKit

/// Declarations that mention no relevant name are left out of the parse, without moving anything,
/// and come back as soon as a name they mention becomes relevant.
@Suite struct ChunkFilterTests {
    private static let text = """
        import Deli
        struct Payroll: Codable {
            var total = 0
            func sum(_ values: [Int]) -> Int { values.reduce(0, +) }
        }
        final class Ledger: Component {
            init() {}
        }
        enum Mode { case fast, slow }
        """

    @Test func irrelevantDeclarationsAreBlankedInPlace() throws {
        let filter = try #require(ChunkFilter(text: Self.text, relevantNames: ["Component"]))
        #expect(filter.text.utf8.count == Self.text.utf8.count)
        #expect(filter.text.split(separator: "\n", omittingEmptySubsequences: false).count == 9)
        #expect(!filter.text.contains("Payroll") && !filter.text.contains("Mode") && filter.text.contains("Ledger"))
        let skipped = filter.skippedFingerprints
        #expect(
            ["Payroll", "Codable", "sum", "Mode", "fast"].allSatisfy { skipped.contains(IdentifierFingerprint.of($0)) })
        #expect(!skipped.contains(IdentifierFingerprint.of("Ledger")))
    }

    @Test func nothingIsBlankedWhenEveryChunkMatters() {
        #expect(ChunkFilter(text: "final class A: Component {}\nclass B: A {}", relevantNames: ["A"]) == nil)
        #expect(ChunkFilter(text: "class A: Component {", relevantNames: ["Component"]) == nil)
    }

    @Test func aFilteredScanLocatesLikeAFullScan() {
        let file = SourceFile(path: "A.swift", text: Self.text)
        let filtered = SwiftFileScanner.scan(file, relevantNames: ProjectScanner.seedNames)
        let full = SwiftFileScanner.scan(file)
        #expect(filtered.types.map(\.name) == ["Ledger"])
        #expect(filtered.types.first == full.types.first { $0.name == "Ledger" })
        #expect(filtered.skippedFingerprints.contains(IdentifierFingerprint.of("Payroll")))
        #expect(filtered.skippedFingerprints == filtered.skippedFingerprints.sorted())
    }

    private static let bodies = """
        import Deli
        final class Service: Component {
            var qualifier: String? { "main" }
            init() {
                let parts = ["a"]
                print(parts)
            }
            func run() { let logger = Inject(Logger.self, qualifier: "file") }
            func describe() -> String { "Service { not a brace" }
            deinit { print("bye") }
        }
        protocol Store {
            func load() -> Int
            struct Nested: Component {}
            init(size: Int)
        }
        """

    @Test func bodiesWithoutAnInjectionAreBlankedInPlace() throws {
        let filter = try #require(ChunkFilter(text: Self.bodies, relevantNames: ["Component", "Store"]))
        #expect(filter.text.utf8.count == Self.bodies.utf8.count)
        #expect(filter.text.filter { $0 == "\n" }.count == Self.bodies.filter { $0 == "\n" }.count)
        #expect(!filter.text.contains("parts") && !filter.text.contains("bye") && !filter.text.contains("not a brace"))
        #expect(filter.text.contains("{ \"main\" }"), "a getter is read for its literal")
        #expect(filter.text.contains("Inject(Logger.self, qualifier: \"file\")"))
        #expect(filter.text.contains("struct Nested: Component {}"), "a requirement has no body")
        #expect(filter.skippedFingerprints.count == 0, "what a body mentions never matters")
    }

    @Test func aScanWithBlankedBodiesFindsWhatAFullScanFinds() {
        let file = SourceFile(path: "A.swift", text: Self.bodies)
        let filtered = SwiftFileScanner.scan(file, relevantNames: ProjectScanner.seedNames.union(["Store"]))
        let full = SwiftFileScanner.scan(file)
        #expect(filtered.types == full.types)
        #expect(filtered.usages == full.usages && filtered.usages.count == 1)
        #expect(filtered.diagnostics == full.diagnostics)
    }

    @Test func aSyntaxErrorInAKeptDeclarationIsReportedFromTheWholeFile() {
        let text = "struct Other { }\nfinal class Broken: Component { init( }\n"
        let result = SwiftFileScanner.scan(SourceFile(path: "A.swift", text: text), relevantNames: ["Component"])
        #expect(result.skippedFingerprints == [])
        #expect(result.diagnostics.map(\.id) == [.syntaxError])
    }

    @Test func leftOutDeclarationsAreScannedAgainWhenTheyBecomeRelevant() {
        let files = [
            SourceFile(
                path: "Clock.swift",
                text: """
                    struct Unrelated { var x = 0 }
                    final class Clock {
                        init(_ zone: Zone) {}
                        convenience init() { self.init(Zone()) }
                    }
                    extension Clock: Component {}
                    """),
            SourceFile(path: "Zone.swift", text: "final class Zone: Component {}\nstruct Noise {}"),
        ]
        let results = ProjectScanner.scan(files)
        let clock = results.first { $0.path == "Clock.swift" }
        #expect(clock?.types.map(\.name) == ["Clock", "Clock"])
        #expect(clock?.types.first?.initializers.first?.parameters.map(\.typeText) == ["Zone"])
        #expect(clock?.skippedFingerprints.contains(IdentifierFingerprint.of("Unrelated")) == true)
        #expect(GraphChecker.check(scanned: results).diagnostics.filter(\.isError) == [])
    }
}
