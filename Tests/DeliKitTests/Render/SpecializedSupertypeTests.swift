import Testing

@testable import DeliKit

/// A component whose superclass is a specialised generic class is linked to, and found through,
/// the class with the arguments its declaration writes (`Base<Int>`), never the bare generic name
/// the generated `.link(...)` could not use.
@Suite struct SpecializedSupertypeTests {
    private func check(_ source: String) -> (diagnostics: [Diagnostic], registrations: [String]) {
        let result = GraphChecker.check([SourceFile(path: "App.swift", text: source)])
        let texts = result.graph.components.map { component in
            var writer = CodeWriter()
            RegistrationRenderer().render(BlueprintBuilder().registration(component), into: &writer)
            return writer.text
        }
        return (result.diagnostics, texts)
    }

    @Test func theLinkCarriesTheArgumentsAndADependencyFindsIt() {
        let (diagnostics, registrations) = check(
            """
            protocol Service: AnyObject {}
            class Base<T>: Service { init() {} }
            final class IntImpl: Base<Int>, Component { override init() {} }
            final class User: Autowired { required init(_ base: Base<Int>, _ service: Service) {} }
            """)
        #expect(diagnostics == [])
        #expect(registrations.first { $0.contains("IntImpl.self") }?.contains(".link(Base<Int>.self)\n") == true)
        #expect(registrations.contains { $0.contains("context.resolve(Base<Int>.self") })
    }

    @Test func aGenericSupertypeWithoutWrittenArgumentsIsNotLinked() {
        let (_, registrations) = check(
            """
            class Root<T> { init() {} }
            class Middle<T>: Root<T> { override init() {} }
            final class Leaf: Middle<Int>, Component { override init() {} }
            """)
        let leaf = registrations.first { $0.contains("Leaf.self") } ?? ""
        #expect(leaf.contains(".link(Middle<Int>.self)"))
        #expect(!leaf.contains("Root"))
    }
}
