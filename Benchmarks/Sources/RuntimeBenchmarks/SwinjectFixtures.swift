import Swinject

/// The same objects as the Deli fixtures, registered in a Swinject container the usual way:
/// the cached service in `.container` scope (Swinject's singleton), the chain in the default
/// `.graph` scope (a new object per top-level resolve), like Deli's prototype chain.
func makeSwinjectContainer() -> Container {
    let container = Container()
    container.register(CachedService.self) { _ in CachedService() }.inObjectScope(.container)
    container.register(Leaf.self) { _ in Leaf() }
    container.register(Middle.self) { resolver in Middle(resolver.resolve(Leaf.self)!) }
    container.register(Root.self) { resolver in Root(resolver.resolve(Middle.self)!) }
    return container
}

/// 1,000 named singletons, the Swinject counterpart of `LargeFactory`.
func makeLargeSwinjectContainer() -> Container {
    let container = Container()
    for name in LargeFactory.qualifiers {
        container.register(Leaf.self, name: name) { _ in Leaf() }.inObjectScope(.container)
    }
    return container
}
