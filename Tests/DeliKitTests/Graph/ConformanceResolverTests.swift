import Testing

@testable import DeliKit

/// Supertypes come nearest first, once each, through refining protocols, extensions and cycles;
/// on seeded random hierarchies (short ones and ones past the point where a set takes over) they
/// are what a plain breadth-first walk of the declared clauses gives.
@Suite struct ConformanceResolverTests {
    private func resolver(_ source: String) -> ConformanceResolver {
        let result = SwiftFileScanner.scan(SourceFile(path: "Types.swift", text: source))
        return ConformanceResolver(catalog: TypeCatalog([result]))
    }

    @Test func aDiamondIsWalkedBreadthFirstWithEachSupertypeOnce() {
        let types = resolver(
            """
            protocol Base {}
            protocol Left: Base {}
            protocol Right: Base, Extra {}
            protocol Extra {}
            final class Service: Left, Right {}
            extension Service: Component {}
            """)
        #expect(types.supertypes(of: "Service") == ["Left", "Right", "Component", "Base", "Extra"])
    }

    @Test func aCycleEndsAndNeverListsTheTypeItself() {
        let types = resolver("protocol A: B {}\nprotocol B: A, C {}\nprotocol C {}\n")
        #expect(types.supertypes(of: "A") == ["B", "C"])
    }

    @Test func randomHierarchiesMatchAPlainBreadthFirstWalk() {
        var generator = SplitMix64(seed: 23)
        for round in 0..<60 {
            // Up to 120 protocols, so long hierarchies pass the list's limit of 32.
            let count =
                round < 30 ? Int.random(in: 2...12, using: &generator) : Int.random(in: 40...120, using: &generator)
            var clauses: [[String]] = []
            for index in 0..<count {
                let width = Int.random(in: 0...3, using: &generator)
                // Mostly deeper protocols (long chains), sometimes any (cycles).
                clauses.append(
                    (0..<width).map { _ in
                        let lower = Int.random(in: 0..<4, using: &generator) == 0 ? 0 : index + 1
                        return "P\(Int.random(in: lower...count, using: &generator))"
                    })
            }
            let source = clauses.enumerated().map { index, clause in
                "protocol P\(index)" + (clause.isEmpty ? "" : ": " + clause.joined(separator: ", ")) + " {}"
            }.joined(separator: "\n")
            let expected = Self.breadthFirst(from: "P0", clauses: clauses)
            #expect(resolver(source).supertypes(of: "P0") == expected, "round \(round)")
        }
    }

    /// The walk written plainly: a queue, a set of names seen, the name itself seen first.
    private static func breadthFirst(from name: String, clauses: [[String]]) -> [String] {
        func direct(_ name: String) -> [String] {
            guard let index = Int(name.dropFirst()), index < clauses.count else { return [] }
            return clauses[index]
        }
        var seen: Set<String> = [name]
        var ordered: [String] = []
        var queue = direct(name)
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next).inserted else { continue }
            ordered.append(next)
            queue += direct(next)
        }
        return ordered
    }
}
