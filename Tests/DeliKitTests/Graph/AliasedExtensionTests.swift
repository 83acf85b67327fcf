import Testing

@testable import DeliKit

/// An extension written through a typealias (`typealias Alias = Impl`, `extension Alias: Logger
/// {}`) extends the aliased type: its conformances and members count for it (no false DELI-W111
/// or E001).
@Suite struct AliasedExtensionTests {
    private func check(_ sources: [String: String]) -> GraphCheckResult {
        GraphChecker.check(sources.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) })
    }

    @Test func aFileLevelAliasInAnotherFileExtendsTheAliasedType() throws {
        let result = check([
            "Impl.swift": "protocol Logger: AnyObject {}\nfinal class Impl { init() {} }",
            "Alias.swift": "typealias Alias = Impl\nextension Alias: Component {}\nextension Alias: Logger {}",
            "User.swift": "final class User: Autowired { required init(_ logger: Logger) {} }",
        ])
        #expect(result.diagnostics.map(DiagnosticFormatter.text) == [])
        let impl = try #require(result.graph.components.first { $0.typeName == "Impl" })
        #expect(impl.supertypes.contains("Logger"))
    }

    @Test func aNestedAliasExtendsTheNestedType() throws {
        let result = check([
            "App.swift": """
            enum Outer {
                final class Inner { init() {} }
                typealias Short = Inner
            }
            extension Outer.Short: Component { var qualifier: String? { "inner" } }
            final class User: Autowired { required init(inner: Outer.Inner) {} }
            """
        ])
        #expect(result.diagnostics.map(DiagnosticFormatter.text) == [])
        let inner = try #require(result.graph.components.first { $0.typeName == "Outer.Inner" })
        #expect(inner.qualifier == "inner")
    }
}
