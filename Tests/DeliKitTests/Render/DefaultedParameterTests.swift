import Testing

@testable import DeliKit

/// A parameter with a default value is never injected: the generated call leaves it out, so the
/// initialiser's (or `inject(...)`'s) default is used, whatever its type.
@Suite struct DefaultedParameterTests {
    private func check(_ source: String) -> (diagnostics: [String], registrations: [String: String]) {
        let result = GraphChecker.check([SourceFile(path: "App.swift", text: source)])
        var texts: [String: String] = [:]
        for component in result.graph.components {
            var writer = CodeWriter()
            RegistrationRenderer().render(BlueprintBuilder().registration(component), into: &writer)
            texts[component.typeName] = writer.text
        }
        return (result.diagnostics.map(DiagnosticFormatter.text), texts)
    }

    private static let logger = """
        protocol Logger: AnyObject {}
        final class Console: Logger, Component { init() {} }

        """

    @Test func aDefaultedParameterIsLeftOutOfTheCall() {
        let (diagnostics, registrations) = check(
            Self.logger + """
                final class Client: Autowired {
                    required init(_ logger: Logger, retries: Int = 3, clock: @escaping () -> Double = { 0 }) {}
                }
                """)
        #expect(diagnostics == [])
        #expect(
            registrations["Client"]?.contains(
                """
                        Client(
                            context.resolve((any Logger).self, qualifier: "")
                        )

                """) == true)
    }

    @Test func aDefaultedParameterThatARegistrationCouldFillKeepsItsDefault() {
        let (diagnostics, registrations) = check(
            Self.logger + """
                final class Reporter: Autowired {
                    required init(first: Logger = Console(), _ second: Logger) {}
                }
                """)
        #expect(diagnostics == [])
        let reporter = registrations["Reporter"] ?? ""
        #expect(!reporter.contains("first:"))
        #expect(reporter.contains("context.resolve((any Logger).self, qualifier: \"\")"))
    }

    @Test func injectAndAFactoryLeaveTheirDefaultedParametersOut() {
        let (diagnostics, registrations) = check(
            Self.logger + """
                final class Later: LazyAutowired {
                    init() {}
                    func inject(_ logger: Logger, verbose: Bool = false) {}
                }
                struct Item: Payload { init(with argument: ()) {} }
                final class Detail: AutowiredFactory {
                    typealias RawPayload = Item
                    required init(_ logger: Logger, limit: Int = 10, payload: Item) {}
                }
                """)
        #expect(diagnostics == [])
        #expect(registrations["Later"]?.contains("verbose") == false)
        let detail = registrations["Detail"] ?? ""
        #expect(!detail.contains("limit"))
        #expect(detail.contains("payload: payload"))
    }
}
