import Testing

@testable import DeliKit

/// The same sources give the same graph and diagnostics whatever order the files come in.
@Suite struct DeterminismTests {
    private static let files: [SourceFile] = [
        SourceFile(path: "A.swift", text: "protocol Logger {}\nfinal class Console: Logger, Component {}"),
        SourceFile(path: "B.swift", text: "final class File: Logger, Component {}"),
        SourceFile(path: "C.swift", text: "final class User: Autowired { required init(_ l: Logger, _ m: Mailer) {} }"),
        SourceFile(path: "D.swift", text: "final class X: Autowired { required init(_ y: Y) {} }"),
        SourceFile(path: "E.swift", text: "final class Y: Autowired { required init(_ x: X) {} }"),
        SourceFile(path: "F.swift", text: "final class Screen: Inject { @Dependency var all: [Logger] }"),
    ]

    @Test func fileOrderDoesNotChangeTheResult() {
        let reference = GraphChecker.check(Self.files)
        #expect(
            reference.diagnostics.map(\.id) == [
                .ambiguousImplementation, .missingImplementation, .dependencyCycle, .dependencyOnArray,
            ])
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<5 {
            let shuffled = GraphChecker.check(Self.files.shuffled(using: &generator))
            #expect(shuffled.diagnostics == reference.diagnostics)
            #expect(shuffled.graph == reference.graph)
        }
    }
}

/// A small deterministic generator (SplitMix64) so the shuffles are repeatable.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
