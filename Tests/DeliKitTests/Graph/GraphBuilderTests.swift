import Testing

@testable import DeliKit

@Suite struct GraphBuilderTests {
    private func check(_ text: String, externals: [ExternalRegistration] = []) -> GraphCheckResult {
        GraphChecker.check([SourceFile(path: "A.swift", text: text)], externals: externals)
    }

    @Test func externalRegistrationsSatisfyDependenciesWithQualifiersAndArrays() {
        let result = check(
            """
            final class UserService: Autowired {
                required init(remote client: HTTPClient, _ plugins: [Plugin]) {}
            }
            """,
            externals: [
                ExternalRegistration(
                    module: "Network", typeName: "URLClient", qualifier: "remote", links: ["HTTPClient"])
            ])
        #expect(result.diagnostics.isEmpty)
        #expect(result.graph.externalModules == ["Network"])
        #expect(result.graph.edges[0].isEmpty)
    }

    @Test func missingExternalQualifierIsNamedInTheNote() {
        let result = check(
            "final class UserService: Autowired { required init(local client: HTTPClient) {} }",
            externals: [ExternalRegistration(module: "Network", typeName: "HTTPClient", qualifier: "remote")])
        #expect(
            DiagnosticFormatter.text(result.diagnostics) == """
                A.swift:1:52: error: no implementation of 'HTTPClient' with qualifier 'local', needed by 'UserService' [DELI-E001]
                note: 'HTTPClient' is available with qualifier 'remote' ('Network.HTTPClient')
                A.swift:1:13: note: 'UserService' is declared here

                """)
    }

    @Test func linksScannedSupertypesAndAskedTypesOnly() {
        let result = check(
            """
            protocol Logger {}
            final class FileLogger: Logger, Codable, Sendable, Component {}
            final class Reader: Autowired { required init(_ s: Sendable) {} }
            """)
        #expect(result.graph.components.map(\.typeName) == ["FileLogger", "Reader"])
        #expect(result.graph.components[0].supertypes == ["Codable", "Logger", "Sendable"])
        #expect(result.graph.components[0].links == ["Logger", "Sendable"])
    }

    @Test func orderPutsDependenciesBeforeDependents() {
        let result = check(
            """
            final class A: Autowired { required init(_ b: B) {} }
            final class B: Autowired { required init(_ c: C) {} }
            final class C: Component {}
            """)
        #expect(result.graph.orderedComponents.map(\.typeName) == ["C", "B", "A"])
        #expect(result.graph.edges[0] == [GraphEdge(from: 0, to: 1, dependency: 0, isLazy: false)])
    }
}
