import Testing

@testable import DeliKit

/// How a resolver reaches what it builds: the started components an array needs are awaited, and
/// the members of a main-actor Configuration are built on the main actor.
@Suite struct RegistrationIsolationTests {
    private func registration(of type: String, in source: String) throws -> String {
        let result = GraphChecker.check([SourceFile(path: "App.swift", text: source)])
        #expect(result.diagnostics == [])
        let graph = result.graph
        let index = try #require(graph.components.firstIndex { $0.typeName == type && $0.isRegistrable })
        let blueprint = BlueprintBuilder().registration(
            graph.components[index], awaited: BlueprintBuilder.awaited(by: index, in: graph))
        var writer = CodeWriter()
        RegistrationRenderer().render(blueprint, into: &writer)
        return writer.text
    }

    private static let stores = """
        protocol Store: AnyObject {}
        final class PrimaryStore: Store, Component {
            var qualifier: String? { "primary" }
            init() async throws {}
        }
        final class ReplicaStore: Store, Component {
            var qualifier: String? { "replica" }
            init() async throws {}
        }
        final class PlainStore: Store, Component {}
        """

    @Test func aStartedComponentAwaitsEveryStartedElementOfAnArray() throws {
        let source = Self.stores + "\nfinal class Router: Autowired { required init(_ stores: [Store]) async {} }"
        let text = try registration(of: "Router", in: source)
        #expect(text.contains("try await context.awaitStarted(PrimaryStore.self, qualifier: \"primary\")"))
        #expect(text.contains("try await context.awaitStarted(ReplicaStore.self, qualifier: \"replica\")"))
        #expect(!text.contains("PlainStore"))
    }

    @Test func aQualifiedArrayAwaitsOnlyItsQualifiersElements() throws {
        let source = Self.stores + "\nfinal class Router: Autowired { required init(primary: [Store]) async {} }"
        let text = try registration(of: "Router", in: source)
        #expect(text.contains("awaitStarted(PrimaryStore.self"))
        #expect(!text.contains("awaitStarted(ReplicaStore.self"))
    }

    @Test func anArrayReachedThroughASynchronousComponentIsAwaited() throws {
        let source =
            Self.stores + """

                final class Pool: LazyAutowired { func inject(_ stores: [Store]) {} }
                final class Router: Autowired { required init(_ pool: Pool) async {} }
                """
        let text = try registration(of: "Router", in: source)
        #expect(text.contains("awaitStarted(PrimaryStore.self") && text.contains("awaitStarted(ReplicaStore.self"))
    }

    @Test func theMemberOfAMainActorConfigurationIsBuiltOnTheMainActor() throws {
        let source = """
            @MainActor final class Theme {}
            @MainActor final class UIConfiguration: Configuration {
                let theme = Config(Theme.self) { Theme() }
                nonisolated init() {}
            }
            """
        let text = try registration(of: "Theme", in: source)
        #expect(text.contains("context.onMainActor(Theme.self) {"))
        #expect(text.contains("context.resolve(UIConfiguration.self, qualifier: \"\").theme()"))
        #expect(text.contains(".isolatedToMainActor()"))
    }

    /// The conformance may be isolated (`@MainActor AutowiredFactory`), which the nonisolated
    /// `load(context:)` cannot use, and the payload may not be `Sendable`: the payload type is named
    /// through the type, and the runtime hands the payload over to the main actor.
    @Test func aMainActorFactoryNamesItsPayloadTypeAndPassesThePayload() throws {
        let source = """
            final class Clock: Component {}
            final class Request: Payload { init(with argument: Int) {} }
            @MainActor final class Detail: @MainActor AutowiredFactory {
                required init(_ clock: Clock, payload: Request) {}
            }
            """
        let text = try registration(of: "Detail", in: source)
        #expect(text.contains("registerFactory(\n    Detail.self,\n    payload: Detail.RawPayload.self,\n"))
        #expect(text.contains("resolver: { payload in\n        context.onMainActor(Detail.self, passing: payload) {"))
        #expect(text.contains("passing: payload) { payload in\n            Detail(\n"))
        #expect(text.contains("payload: payload"))
    }

    @Test func aLazyMainActorFactoryPassesThePayloadAndInjectsOnTheMainActor() throws {
        let source = """
            final class Clock: Component {}
            final class Request: Payload { init(with argument: Int) {} }
            @MainActor final class Screen: @MainActor LazyAutowiredFactory {
                required init(payload: Request) {}
                func inject(_ clock: Clock) {}
            }
            """
        let text = try registration(of: "Screen", in: source)
        #expect(text.contains("payload: Screen.RawPayload.self,"))
        #expect(text.contains("context.onMainActor(Screen.self, passing: payload) { payload in"))
        #expect(text.contains("_ = context.onMainActor(Screen.self) {"))
    }

    /// A nonisolated initialiser is called directly, but the conformance may still be isolated.
    @Test func aMainActorFactoryWithANonisolatedInitialiserNamesItsPayloadTypeOnly() throws {
        let source = """
            final class Request: Payload { init(with argument: Int) {} }
            @MainActor final class Detail: AutowiredFactory {
                nonisolated required init(payload: Request) {}
            }
            """
        let text = try registration(of: "Detail", in: source)
        #expect(text.contains("payload: Detail.RawPayload.self,"))
        #expect(!text.contains("onMainActor"))
    }

    @Test func aFactoryThatIsNotOnTheMainActorIsRegisteredThroughItsConformance() throws {
        let source = """
            final class Request: Payload { init(with argument: Int) {} }
            final class Detail: AutowiredFactory { required init(payload: Request) {} }
            """
        let text = try registration(of: "Detail", in: source)
        #expect(!text.contains("RawPayload") && !text.contains("onMainActor"))
    }
}
