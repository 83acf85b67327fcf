import Testing

@testable import DeliKit

/// A graph built with components kept from earlier runs is the graph a fresh build makes, after
/// every kind of edit that changes what other files' components resolve to: an implementation that
/// comes or goes, a file-level or member typealias, a nested type that changes what a name inside
/// its parent means, a conformance added by an extension elsewhere, a refined protocol, a superclass
/// initialiser, a global actor, a second declaration of a name, a protocol that becomes a class (the
/// factory writes a protocol as `any P`), an extension written through a typealias. And an edit rebuilds only the files that it can change.
@Suite struct ComponentMemoTests {
    /// Files every step has.
    private static let fixed = [
        "Sources/Service.swift": """
        protocol Service {}
        final class Consumer: Autowired {
            required init(_ service: Service) {}
        }
        final class StoreUser: Autowired {
            required init(_ store: Store) {}
        }
        """,
        "Sources/Outer.swift": "enum Outer {}\nextension Outer {\n    final class Inner: Autowired {\n"
            + "        required init(_ dep: Dep) {}\n    }\n}\n",
        "Sources/Plain.swift": "final class Plain {\n    init() {}\n}\n",
        "Sources/Marked.swift": "final class Marked: Marker {\n    init() {}\n}\n",
        "Sources/Worker.swift": "@Background\nfinal class Worker: Component {\n    init() {}\n}\n",
        "Sources/Box.swift": "enum Box {}\nextension Box {\n    final class User: Autowired {\n"
            + "        required init(_ value: Value) {}\n    }\n}\n",
        "Sources/Child.swift": "final class Child: Base, Autowired {}\n",
        "Sources/Watch.swift": "final class Watch: Autowired {\n    required init(_ clock: Clock) {}\n}\n"
            + "final class Quartz: Clock, Component {}\n",
        "Sources/Deep.swift": "enum Deep {\n    enum Inner {\n        final class Leaf: Autowired {\n"
            + "            required init(_ store: Store) {}\n        }\n    }\n}\n",
        "Sources/Aliased.swift": "final class Aliased {\n    init() {}\n}\n",
    ]

    /// Files that come, go or change between steps: each has one or two versions.
    private static let optional: [(path: String, versions: [String])] = [
        ("Sources/Impl.swift", ["final class ServiceImpl: Service, Component {\n    init() {}\n}\n"]),
        (
            "Sources/OuterDep.swift",
            ["extension Outer {\n    final class Dep: Component {\n        init() {}\n    }\n}\n"]
        ),
        ("Sources/StoreAlias.swift", ["typealias Store = ServiceImpl\n"]),
        ("Sources/PlainComponent.swift", ["extension Plain: Component {}\n"]),
        ("Sources/Marker.swift", ["protocol Marker: Component {}\n", "protocol Marker {}\n"]),
        ("Sources/Background.swift", ["@globalActor\nactor Background {\n    static let shared = Background()\n}\n"]),
        ("Sources/BoxAlias.swift", ["extension Box {\n    typealias Value = ServiceImpl\n}\n"]),
        (
            "Sources/Base.swift",
            [
                "class Base {\n    required init(_ service: Service) {}\n}\n",
                "class Base {\n    required init(_ plain: Plain, _ store: Store) {}\n}\n",
            ]
        ),
        (
            "Sources/Duplicate.swift",
            ["final class ServiceImpl: Service, Component {\n    init(_ plain: Plain) {}\n}\n"]
        ),
        (
            "Sources/DeepStore.swift",
            ["extension Deep {\n    final class Store: Component {\n        init() {}\n    }\n}\n"]
        ),
        ("Sources/Clock.swift", ["protocol Clock {}\n", "class Clock {\n    init() {}\n}\n"]),
        // An extension written through a typealias extends the type the alias names.
        ("Sources/AliasName.swift", ["typealias AliasName = Aliased\n", "typealias AliasName = Plain\n"]),
        (
            "Sources/AliasExtension.swift",
            ["extension AliasName: Component {}\n", "extension AliasName: Service, Component {}\n"]
        ),
    ]

    /// Runs through `memo` and afresh; a file whose scan result is unchanged keeps the earlier value,
    /// as the scan cache gives it.
    private final class Runner {
        let memo = ComponentMemo()
        var previous: [String: ScanResult] = [:]

        func build(_ files: [String: String]) -> (kept: DependencyGraph, fresh: DependencyGraph) {
            let scanned = ProjectScanner.scan(files.keys.sorted().map { SourceFile(path: $0, text: files[$0]!) })
            let results = scanned.map { result in previous[result.path].flatMap { $0 == result ? $0 : nil } ?? result }
            previous = Dictionary(uniqueKeysWithValues: results.map { ($0.path, $0) })
            return (
                GraphBuilder.build(results, externals: [], memo: memo).graph,
                GraphBuilder.build(results, externals: []).graph
            )
        }
    }

    private static func files(_ versions: [Int?]) -> [String: String] {
        var files = fixed
        for (file, version) in zip(optional, versions) {
            if let version { files[file.path] = file.versions[version] }
        }
        return files
    }

    @Test func eachEditGivesTheGraphOfAFreshBuild() {
        let runner = Runner()
        var versions: [Int?] = Array(repeating: nil, count: Self.optional.count)
        var generator = SplitMix64(seed: 7)
        for step in 0..<120 {
            // The first steps add each file in turn, then random files come, go or change.
            let index = step < Self.optional.count ? step : Int.random(in: 0..<Self.optional.count, using: &generator)
            let count = Self.optional[index].versions.count
            let choice = Int.random(in: 0...count, using: &generator)
            versions[index] = step < Self.optional.count ? 0 : (choice == count ? nil : choice)
            let graphs = runner.build(Self.files(versions))
            #expect(graphs.kept == graphs.fresh, "step \(step): \(versions)")
        }
    }

    @Test func anEditRebuildsOnlyTheFilesThatReadWhatItChanged() {
        let runner = Runner()
        var files = Self.files(Self.optional.map { _ in 0 })
        _ = runner.build(files)
        #expect(runner.memo.builtCount == files.count)
        // A new component nobody names: only its own file.
        files["Sources/Unrelated.swift"] = "final class Unrelated: Component {\n    init() {}\n}\n"
        _ = runner.build(files)
        #expect(runner.memo.builtCount == 1)
        // A protocol that refines one more: its file and the file of the type that conforms to it.
        files["Sources/Marker.swift"] = "protocol Marker: Component, Service {}\n"
        let graphs = runner.build(files)
        #expect(runner.memo.builtCount == 2)
        #expect(graphs.kept == graphs.fresh)
        #expect(graphs.kept.components.first { $0.typeName == "Marked" }?.supertypes == ["Marker", "Service"])
        // Nothing changed: nothing is built.
        _ = runner.build(files)
        #expect(runner.memo.builtCount == 0)
    }

    /// A path given twice (results of two modules' files, say) cannot be told apart: such runs,
    /// and the run after one, keep nothing.
    @Test func aPathGivenTwiceKeepsNothing() {
        let memo = ComponentMemo()
        let one = SwiftFileScanner.scan(
            SourceFile(path: "A.swift", text: "final class One: Component {\n    init() {}\n}\n"))
        let two = SwiftFileScanner.scan(
            SourceFile(path: "A.swift", text: "final class Two: Component {\n    init() {}\n}\n"))
        for results in [[one, two], [one, two], [one], [one]] {
            let kept = GraphBuilder.build(results, externals: [], memo: memo).graph
            #expect(kept == GraphBuilder.build(results, externals: []).graph)
        }
        #expect(memo.builtCount == 0)
        _ = GraphBuilder.build([two, one], externals: [], memo: memo)
        #expect(memo.builtCount == 2)
    }

    @Test func aRemovedFileRebuildsWhatResolvedThroughIt() {
        let runner = Runner()
        var files = Self.files(Self.optional.map { _ in 0 })
        _ = runner.build(files)
        files["Sources/StoreAlias.swift"] = nil
        let graphs = runner.build(files)
        #expect(graphs.kept == graphs.fresh)
        let user = graphs.kept.components.first { $0.typeName == "StoreUser" }
        #expect(user?.dependencies.map(\.typeName) == ["Store"])
    }
}
