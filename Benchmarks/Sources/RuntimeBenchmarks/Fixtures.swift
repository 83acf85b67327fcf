import Deli

final class CachedService {}

final class Leaf {}

final class Middle {
    let leaf: Leaf
    init(_ leaf: Leaf) { self.leaf = leaf }
}

final class Root {
    let middle: Middle
    init(_ middle: Middle) { self.middle = middle }
}

/// Registered the way `deli build` generates it.
final class BenchmarkFactory: ModuleFactory {
    override func load(context: AppContext) {
        register(CachedService.self, resolver: { CachedService() }, qualifier: "", scope: .singleton)
        register(Leaf.self, resolver: { Leaf() }, qualifier: "", scope: .prototype)
        register(
            Middle.self, resolver: { Middle(context.resolve(Leaf.self, qualifier: "")) }, qualifier: "",
            scope: .prototype)
        register(
            Root.self, resolver: { Root(context.resolve(Middle.self, qualifier: "")) }, qualifier: "",
            scope: .prototype)
    }
}

/// A factory with 1,000 registrations (distinct qualifiers, each linked to a protocol), the shape
/// of a large generated module.
final class LargeFactory: ModuleFactory {
    static let qualifiers = (0..<1_000).map { "component\($0)" }

    override func load(context: AppContext) {
        for qualifier in Self.qualifiers {
            register(Leaf.self, resolver: { Leaf() }, qualifier: qualifier, scope: .singleton)
                .link(AnyObject.self)
        }
    }
}
