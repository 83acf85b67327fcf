import Foundation
import Testing

@testable import DeliKit

@Suite struct ModelTests {
    private let here = SourceLocation(file: "A.swift", line: 1, column: 1)

    @Test func configPropertyPathsJoinTargetAndField() {
        let field = ConfigPropertyField(name: "port", typeName: "Int", isOptional: false, location: here)
        #expect(ConfigPropertyDeclaration(target: "server", fields: [field]).path(of: field) == "server.port")
        #expect(ConfigPropertyDeclaration(target: "", fields: [field]).path(of: field) == "port")
        #expect(ConfigPropertyDeclaration(target: nil, fields: [field]).path(of: field) == nil)
    }

    @Test func declaredValuesKnowWhetherTheyAreLiterals() {
        #expect(DeclaredValue.literal("q").literalText == "q")
        #expect(DeclaredValue.none.isLiteral)
        #expect(DeclaredValue.none.literalText == nil)
        #expect(!DeclaredValue.expression("name").isLiteral)
    }

    @Test func branchesOfOneIfBlockAreExclusiveOthersAreNot() {
        let first = [BranchCondition(block: "A.swift:1:1", clause: 0)]
        let second = [BranchCondition(block: "A.swift:1:1", clause: 1)]
        let nested = [
            BranchCondition(block: "A.swift:1:1", clause: 0), BranchCondition(block: "A.swift:2:1", clause: 1),
        ]
        #expect(BranchCondition.areExclusive(first, second))
        #expect(!BranchCondition.areExclusive(first, nested))
        #expect(!BranchCondition.areExclusive([], second))
    }

    @Test func componentKindsKnowLazinessAndFactories() {
        #expect(ComponentKind.allCases.filter(\.isLazy) == [.lazyAutowired, .lazyAutowiredFactory])
        #expect(ComponentKind.allCases.filter(\.isFactory) == [.autowiredFactory, .lazyAutowiredFactory])
    }

    @Test func dependencyDisplayTypeShowsArrays() {
        let dependency = DependencyDeclaration(
            label: nil, typeName: "Book", isArray: true, qualifier: "", qualifierBy: nil, location: here)
        #expect(dependency.displayType == "[Book]")
    }

    @Test func scanResultsAndGraphsRoundTripThroughJSONForCaching() throws {
        let file = SourceFile(
            path: "A.swift",
            text: """
                final class S: Autowired {
                    var scope: Scope { .weak }
                    required init(_/*p.q*/ a: A) {}
                    @Dependency(qualifier: "x") var b: B
                }
                """)
        let scanned = SwiftFileScanner.scan(file)
        let decodedScan = try JSONDecoder().decode(ScanResult.self, from: JSONEncoder().encode(scanned))
        #expect(decodedScan == scanned)
        let graph = GraphChecker.check([file]).graph
        let decodedGraph = try JSONDecoder().decode(DependencyGraph.self, from: JSONEncoder().encode(graph))
        #expect(decodedGraph == graph)
    }
}
