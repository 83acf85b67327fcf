import Testing

@testable import DeliKit

/// Initialisers and `inject(...)` methods keep the `#if` clauses around them inside the type's body,
/// so that one per clause of a block counts as alternatives, not as several candidates.
@Suite struct MemberConditionsScanTests {
    @Test func anInitialiserKeepsTheClausesOfTheTypeBody() {
        let result = SwiftFileScanner.scan(
            SourceFile(
                path: "A.swift",
                text: """
                    final class Screen: Autowired {
                        #if DEBUG
                        required init(_ logger: Logger, _ menu: DebugMenu) {}
                        #else
                        #if os(Linux)
                        required init(_ logger: Logger) {}
                        #endif
                        #endif
                        func inject(_ a: A) {}
                    }
                    """))
        let initializers = result.types[0].initializers
        #expect(
            initializers.map { $0.conditions.map(\.directives) } == [
                [["#if DEBUG"]], [["#if DEBUG", "#else"], ["#if os(Linux)"]],
            ])
        #expect(BranchCondition.areExclusive(initializers[0].conditions, initializers[1].conditions))
        #expect(result.types[0].injectMethods[0].conditions.isEmpty)
    }
}
