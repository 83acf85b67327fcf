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
