import Testing

@testable import DeliKit

/// Declarations that mention no relevant name are cut out of the parse, every offset of what is
/// left maps back to the file, and they come back as soon as a name they mention becomes relevant.
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

    @Test func irrelevantDeclarationsAreCutOut() throws {
        let filter = try #require(ChunkFilter(text: Self.text, relevantNames: ["Component"]))
        #expect(filter.text == "import Deli\n\nfinal class Ledger: Component {\n    init() {}\n}\n")
        #expect(!filter.text.contains("Payroll") && !filter.text.contains("Mode") && filter.text.contains("Ledger"))
        #expect(Self.mapsBack(filter, original: Self.text))
        let skipped = filter.skippedFingerprints
        #expect(
            ["Payroll", "Codable", "sum", "Mode", "fast"].allSatisfy { skipped.contains(IdentifierFingerprint.of($0)) })
        #expect(!skipped.contains(IdentifierFingerprint.of("Ledger")))
        #expect(!skipped.contains(IdentifierFingerprint.of("Deli")), "imports are never left out")
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

    @Test func bodiesWithoutAnInjectionAreCutOut() throws {
        let filter = try #require(ChunkFilter(text: Self.bodies, relevantNames: ["Component", "Store"]))
        #expect(filter.text.utf8.count < Self.bodies.utf8.count)
        #expect(Self.mapsBack(filter, original: Self.bodies))
        #expect(!filter.text.contains("parts") && !filter.text.contains("bye") && !filter.text.contains("not a brace"))
        #expect(filter.text.contains("{ \"main\" }"), "a getter is read for its literal")
        #expect(filter.text.contains("Inject(Logger.self, qualifier: \"file\")"))
        #expect(filter.text.contains("struct Nested: Component {}"), "a requirement has no body")
        #expect(filter.skippedFingerprints.count == 0, "what a body mentions never matters")
    }

    /// Every byte of the reduced text but the ones that stand for a cut is the file's byte at the
    /// offset the map gives; a cut's byte maps to where the cut starts.
    private static func mapsBack(_ filter: ChunkFilter, original: String) -> Bool {
        let reduced = Array(filter.text.utf8)
        let bytes = Array(original.utf8)
        return reduced.indices.allSatisfy { offset in
            let mapped = filter.offsets.original(offset)
            return mapped < bytes.count && (bytes[mapped] == reduced[offset] || reduced[offset] <= 32)
        }
    }

    @Test func aCutOnTheSameLineKeepsTheColumnsAfterIt() {
        let text = """
            final class Line: Component { func a() { let x = 1; print(x) }; func b() { _ = Inject(Clock.self) } }
            struct Noise { var value = 0 }; final class After: Component {}
            """
        let file = SourceFile(path: "A.swift", text: text)
        let filtered = SwiftFileScanner.scan(file, relevantNames: ProjectScanner.seedNames)
        let full = SwiftFileScanner.scan(file)
        #expect(filtered.skippedFingerprints.contains(IdentifierFingerprint.of("Noise")))
        #expect(
            filtered.types.map(\.location) == [
                .init(file: "A.swift", line: 1, column: 13), .init(file: "A.swift", line: 2, column: 45),
            ])
        #expect(filtered.types.map(\.location) == full.types.filter { $0.name != "Noise" }.map(\.location))
        #expect(filtered.usages.map(\.location) == full.usages.map(\.location) && filtered.usages.count == 1)
    }

    @Test func aScanWithoutBodiesFindsWhatAFullScanFinds() {
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
