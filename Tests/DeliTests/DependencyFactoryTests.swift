import Deli
import Testing

/// Generated factories name the factories of the modules they depend on; loading one loads them.
@Suite struct DependencyFactoryTests {
    final class CoreModule: ModuleFactory {
        override func load(context: AppContext) {
            register(Novel.self, resolver: { Novel(title: "core") }, qualifier: "", scope: .singleton).link(Book.self)
        }
    }

    final class FeatureModule: ModuleFactory {
        override class var dependencyFactories: [ModuleFactory.Type] { [CoreModule.self] }
        override func load(context: AppContext) {
            register(Comic.self, resolver: { Comic(title: "feature") }, qualifier: "", scope: .singleton)
                .link(Book.self)
        }
    }

    final class AppModule: ModuleFactory {
        override class var dependencyFactories: [ModuleFactory.Type] { [FeatureModule.self, CoreModule.self] }
        override func load(context: AppContext) {
            register(AccountService.self, resolver: { AccountService(name: "app") }, qualifier: "", scope: .singleton)
        }
    }

    private static func names(_ context: AppContext) -> [String] {
        context.getFactory(ModuleFactory.self).map { String(describing: type(of: $0)) }
    }

    @Test func loadingAFactoryLoadsItsDependenciesAfterIt() {
        let context = AppContext().load([AppModule.self])
        #expect(Self.names(context) == ["AppModule", "FeatureModule", "CoreModule"])
        #expect(context.get([Book].self).map(\.title) == ["feature", "core"])
    }

    @Test func dependenciesLoadAtTheSamePriority() {
        let context = AppContext().load([FeatureModule.self], priority: .low)
        let mock = ModuleFactory()
        mock.register(Book.self) { Novel(title: "normal") }
        context.load(mock)
        #expect(context.get([Book].self).map(\.title) == ["normal"])
    }

    @Test func explicitListsAsInDeli09KeepWorkingWithTheAppBeforeItsModules() {
        let context = AppContext().load([CoreModule.self, AppModule.self])
        #expect(Self.names(context) == ["AppModule", "FeatureModule", "CoreModule"])
        #expect(context.get([Book].self).map(\.title) == ["feature", "core"])
        #expect(context.get(AccountService.self)?.name == "app")
    }

    @Test func aDependencyAlreadyLoadedIsNotLoadedTwice() {
        let context = AppContext().load([CoreModule.self], priority: .high)
        context.load([FeatureModule.self])
        #expect(Self.names(context) == ["CoreModule", "FeatureModule"])
    }

    @Test func loadingAnInstanceLoadsTheDependenciesOfItsType() {
        let context = AppContext().load(FeatureModule())
        #expect(Self.names(context) == ["FeatureModule", "CoreModule"])
        context.load(FeatureModule())
        #expect(Self.names(context).filter { $0 == "CoreModule" }.count == 1)
    }
}
