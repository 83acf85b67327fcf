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
}
