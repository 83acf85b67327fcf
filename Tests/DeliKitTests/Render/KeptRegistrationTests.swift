import Testing

@testable import DeliKit

/// The blueprint of a component is kept with its fields (a component kept between runs is not
/// translated again); what a blueprint holds is always what the component says now.
@Suite struct KeptRegistrationTests {
    private static let source = """
        protocol Store {}
        final class Disk: Store, Component {}
        final class Cache: Autowired {
            required init(_ store: Store) {}
        }
        final class Pager: LazyAutowired {
            required init() {}
            func inject(_ store: Store) {}
        }
        """

    private static let target = BuildTarget(
        name: "App", moduleName: "App", location: nil, projectPath: ".", sourceFiles: [], outputPath: "F.swift",
        className: "F", accessControl: .internal, resolve: ResolveSettings(outputPath: "R", generate: false),
        dependencies: [], profiles: [], selectedProfile: nil)

    /// Each registration of `graph`'s blueprint against the component translated afresh.
    private func expectFresh(_ graph: DependencyGraph, _ comment: Comment) {
        let builder = BlueprintBuilder()
        let blueprint = builder.blueprint(for: graph, target: Self.target)
        let fresh = graph.components.filter(\.isOwnRegistration).map { builder.registration($0) }
        #expect(blueprint.registrations == fresh, comment)
    }

    @Test func aKeptBlueprintFollowsEveryChangeOfItsComponent() throws {
        let result = GraphChecker.check([SourceFile(path: "App.swift", text: Self.source)])
        #expect(result.diagnostics == [])
        var graph = result.graph
        expectFresh(graph, "first")
        expectFresh(graph, "kept")
        let shared = graph
        let cache = try #require(graph.components.firstIndex { $0.typeName == "Cache" })
        graph.components[cache].links = ["Extra"]
        graph.components[cache].dependencies[0].qualifier = "disk"
        expectFresh(graph, "after an edit")
        expectFresh(shared, "the copy that shared the fields")
        #expect(
            BlueprintBuilder().blueprint(for: graph, target: Self.target).registrations
                != BlueprintBuilder().blueprint(for: shared, target: Self.target).registrations)
    }
}
