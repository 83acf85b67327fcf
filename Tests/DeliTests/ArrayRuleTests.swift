import Deli
import Testing

/// One rule for every array. The registrations of the highest priority level that
/// has any; modules at the same priority merge; a module at `.high` replaces the whole list.
@Suite struct ArrayRuleTests {
    /// Core and App at `.normal`, each with one `Book`.
    private static func appAndCore() -> AppContext {
        let core = ModuleFactory()
        core.register(Novel.self) { Novel(title: "core") }.link(Book.self)
        let app = ModuleFactory()
        app.register(Comic.self) { Comic(title: "app") }.link(Book.self)
        return AppContext().load(core).load(app)
    }

    private static func mock() -> ModuleFactory {
        let mock = ModuleFactory()
        mock.register(Book.self) { Novel(title: "mock") }
        return mock
    }

    /// A component that asks for `[Book]` the way generated code does.
    final class Shelf {
        let titles: [String]
        init(_ books: [Book]) { titles = books.map(\.title) }
    }

    /// Asks with `Inject` while it is being built, so the lookup runs in the resolving context.
    final class Reader: Inject {
        let titles: [String]
        init() { titles = Reader.Inject([Book].self).map(\.title) }
    }

    @Test func modulesAtTheSamePriorityMerge() {
        let context = Self.appAndCore()
        #expect(context.get([Book].self).map(\.title) == ["core", "app"])
        #expect(context.get([Book].self, resolveRole: .recursive).map(\.title) == ["core", "app"])
    }

    @Test func aHighModuleReplacesTheWholeListAtEveryEntryPoint() {
        let context = Self.appAndCore()
        let shelfModule = ModuleFactory()
        shelfModule.register(Shelf.self) { Shelf(context.resolve([Book].self, qualifier: "")) }
        context.load(shelfModule).load(Self.mock(), priority: .high)

        #expect(context.get([Book].self).map(\.title) == ["mock"])
        #expect(context.get([Book].self, resolveRole: .recursive).map(\.title) == ["mock"])
        #expect(context.get(Shelf.self)?.titles == ["mock"])
        #expect(context.get(withoutResolve: [Book].self).map(\.title) == ["mock"])
    }

    @Test func injectAndTheWrapperFollowTheSameRule() {
        let context = Self.appAndCore().load(Self.mock(), priority: .high)
        final class Holder {
            @DependencyArray var books: [Book]
            init() {}
        }
        let holderModule = ModuleFactory()
        holderModule.register(Holder.self) { Holder() }
        holderModule.register(Reader.self) { Reader() }
        context.load(holderModule)
        #expect(context.get(Holder.self)?.books.map(\.title) == ["mock"])
        #expect(context.get(Reader.self)?.titles == ["mock"])
    }

    @Test func unloadingTheHighModuleBringsTheMergedListBack() {
        let context = Self.appAndCore()
        let mock = Self.mock()
        context.load(mock, priority: .high)
        #expect(context.get([Book].self).map(\.title) == ["mock"])
        context.unload(mock)
        #expect(context.get([Book].self).map(\.title) == ["core", "app"])
    }

    @Test func aQualifierFiltersBeforeTheLevelIsChosen() {
        let context = Self.appAndCore()
        let mock = ModuleFactory()
        mock.register(Book.self, resolver: { Novel(title: "mock") }, qualifier: "Other")
        context.load(mock, priority: .high)
        #expect(context.get([Book].self, qualifier: "Other").map(\.title) == ["mock"])
        #expect(context.get([Book].self).map(\.title) == ["mock"])
        let low = ModuleFactory()
        low.register(Book.self, resolver: { Novel(title: "low") }, qualifier: "Low")
        context.load(low, priority: .low)
        #expect(context.get([Book].self, qualifier: "Low").map(\.title) == ["low"])
    }
}
