import Testing

@testable import DeliKit

/// The generated file imports `Deli` at the class's access level, and what the files that declare
/// the components import.
@Suite struct FactoryImportTests {
    private func factory(_ source: String, access: AccessControl = .public, module: String = "App") -> String {
        let result = GraphChecker.check([SourceFile(path: "App.swift", text: source)])
        #expect(result.diagnostics == [])
        let target = BuildTarget(
            name: module, moduleName: module, location: nil, projectPath: ".", sourceFiles: [],
            outputPath: "F.swift", className: "F", accessControl: access,
            resolve: ResolveSettings(outputPath: "R", generate: false), dependencies: [], profiles: [],
            selectedProfile: nil)
        return FactoryRenderer().render(BlueprintBuilder().blueprint(for: result.graph, target: target))
    }

    private func imports(of text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let end = lines.firstIndex { $0.contains("final class F") } ?? lines.count
        // The header's two comment lines come first.
        return lines[1..<end].filter { !$0.isEmpty && !$0.hasPrefix("//") }
    }

    @Test func aPublicFactoryImportsDeliPublicly() {
        let source = "final class Clock: Component {}"
        #expect(imports(of: factory(source)) == ["public import Deli"])
        #expect(imports(of: factory(source, access: .internal)) == ["import Deli"])
    }

    @Test func theModulesTheComponentsFilesImportAreImported() {
        let source = """
            import Deli
            import Foundation
            import struct Logging.Logger
            final class Coding: Configuration {
                let decoder = Config(JSONDecoder.self) { JSONDecoder() }
            }
            """
        #expect(imports(of: factory(source)) == ["public import Deli", "import Foundation", "import Logging"])
    }

    @Test func testableAccessLevelsAndClausesAreKept() {
        let source = """
            @testable import Core
            @_exported import Shared
            public import Network
            #if canImport(UIKit)
            import UIKit
            #endif
            #if DEBUG
            import Network
            #endif
            import App
            final class Clock: Component {}
            """
        #expect(
            imports(of: factory(source, access: .internal)) == [
                "@testable import Core", "import Deli", "internal import Network", "import Shared",
                "#if canImport(UIKit)", "import UIKit", "#endif",
            ])
    }

    @Test func theImportsOfFilesWithoutComponentsAreLeftOut() {
        let files = [
            SourceFile(path: "A.swift", text: "import Foundation\nfinal class Clock: Component {}"),
            SourceFile(path: "B.swift", text: "import Glibc\nfinal class Helper {}"),
        ]
        let graph = GraphChecker.check(files).graph
        #expect(graph.sourceImports.map(\.module) == ["Foundation"])
    }
}
