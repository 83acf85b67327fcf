import Testing

@testable import DeliKit

/// A generated 2,000-file project (10% taking part, as in the benchmarks) scans, links and checks cleanly.
@Suite struct SyntheticProjectTests {
    static let fileCount = 2_000

    /// Every tenth file declares a protocol and an Autowired implementation that needs the previous
    /// one; the others are plain code the pre-filter skips.
    static func project() -> [SourceFile] {
        (0..<fileCount).map { index in
            let path = "Sources/App/File\(String(index).leftPadded(to: 4)).swift"
            guard index % 10 == 0 else {
                return SourceFile(path: path, text: "struct Plain\(index) {\n    var value = \(index)\n}\n")
            }
            let number = index / 10
            let dependency = number == 0 ? "" : "_ previous: Service\(number - 1)"
            return SourceFile(
                path: path,
                text: """
                    protocol Service\(number) {}
                    final class Service\(number)Impl: Service\(number), Autowired {
                        required init(\(dependency)) {}
                    }

                    """)
        }
    }

    @Test func scansLinksAndChecksWithoutError() {
        let result = GraphChecker.check(Self.project())
        #expect(result.diagnostics.isEmpty)
        #expect(result.graph.components.count == Self.fileCount / 10)
        let position = Dictionary(
            uniqueKeysWithValues: result.graph.order.enumerated().map { ($1, $0) })
        for edges in result.graph.edges {
            for edge in edges {
                #expect(position[edge.to]! < position[edge.from]!)
            }
        }
        #expect(result.graph.edges.joined().count == Self.fileCount / 10 - 1)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
