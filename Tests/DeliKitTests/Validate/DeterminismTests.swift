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
        var generator = SplitMix64(seed: 42)
        for _ in 0..<5 {
            let shuffled = GraphChecker.check(Self.files.shuffled(using: &generator))
            #expect(shuffled.diagnostics == reference.diagnostics)
            #expect(shuffled.graph == reference.graph)
        }
    }
}
