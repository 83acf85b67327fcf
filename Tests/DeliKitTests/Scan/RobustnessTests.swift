import Testing

@testable import DeliKit

/// Bad input never crashes the scanner: it produces located diagnostics instead.
@Suite struct RobustnessTests {
    @Test func deeplyNestedCodeIsScannedOnWorkerThreads() {
        let depth = 2_000
        let nested = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        let files = (0..<4).map { index in
            SourceFile(path: "N\(index).swift", text: "final class C\(index): Component {\n    let x = \(nested)\n}\n")
        }
        let result = GraphChecker.check(files)
        #expect(result.graph.components.map(\.typeName) == ["C0", "C1", "C2", "C3"])
        #expect(result.diagnostics.allSatisfy { $0.id == .syntaxError })
    }

    @Test func garbageAndEmptyFilesDoNotStopTheScan() {
        let files = [
            SourceFile(path: "Empty.swift", text: ""),
            SourceFile(path: "Garbage.swift", text: "}}} class Component: { init(( ]] \u{0}"),
            SourceFile(path: "Good.swift", text: "final class Clock: Component {}"),
        ]
        let result = GraphChecker.check(files)
        #expect(result.graph.components.map(\.typeName).contains("Clock"))
        // The garbage's `init((` needs arguments, so its `Component` cannot be created (E016).
        #expect(result.diagnostics.map(\.location?.file) == ["Garbage.swift", "Garbage.swift"])
        #expect(result.diagnostics.map(\.id) == [.syntaxError, .inaccessibleInitializer])
    }
}
