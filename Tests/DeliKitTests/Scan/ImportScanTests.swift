import Testing

@testable import DeliKit

/// The scanner records each file's imports, with their attributes, access level and `#if`
/// clauses.
@Suite struct ImportScanTests {
    private static let text = """
        import Deli
        @testable import Core
        internal import struct Foundation.URL
        @_implementationOnly import Secrets
        #if canImport(UIKit)
        import UIKit
        #endif
        struct Payroll {}
        final class Ledger: Component {}
        """

    private func check(_ result: ScanResult) {
        #expect(result.imports.map(\.module) == ["Deli", "Core", "Foundation", "Secrets", "UIKit"])
        #expect(
            result.imports.map(\.line) == [
                "import Deli", "@testable import Core", "internal import Foundation",
                "@_implementationOnly import Secrets",
                "import UIKit",
            ])
        #expect(result.imports.map(\.conditions.count) == [0, 0, 0, 0, 1])
        #expect(result.imports.last?.conditions.first?.directives == ["#if canImport(UIKit)"])
    }

    @Test func importsAreRecorded() {
        check(SwiftFileScanner.scan(SourceFile(path: "A.swift", text: Self.text)))
    }

    /// An import sits in the chunk of the declaration after it; when that declaration mentions no
    /// relevant name and is left out, the file's imports are still recorded.
    @Test func importsBeforeALeftOutDeclarationAreRecorded() {
        let result = SwiftFileScanner.scan(SourceFile(path: "A.swift", text: Self.text), relevantNames: ["Ledger"])
        #expect(!result.skippedFingerprints.isEmpty)
        check(result)
    }

    /// `import` and its module may be on two lines.
    @Test func anImportBrokenOverTwoLinesBeforeALeftOutDeclarationIsRecorded() {
        let text = "import\n  Foundation\nstruct Payroll {}\nfinal class Ledger: Component {}\n"
        let result = SwiftFileScanner.scan(SourceFile(path: "A.swift", text: text), relevantNames: ["Ledger"])
        #expect(!result.skippedFingerprints.isEmpty)
        #expect(result.imports.map(\.module) == ["Foundation"])
    }

    /// The declaration after the imports is cut and the imports are parsed: the file is read once.
    @Test func theImportsStayInTheReducedText() throws {
        let filter = try #require(ChunkFilter(text: Self.text, relevantNames: ["Ledger"]))
        #expect(!filter.text.contains("Payroll"))
        let kept = Self.text.split(separator: "\n").prefix(7).joined(separator: "\n")
        #expect(filter.text.hasPrefix(kept))
    }
}
