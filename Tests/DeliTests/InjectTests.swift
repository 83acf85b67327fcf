import Deli
import Testing

/// `Inject`, `InjectProperty`, the property wrappers, `Config` and `AppContext.current`.
@Suite struct InjectTests {
    private func context() -> AppContext {
        let module = ModuleFactory()
        module.register(Reporter.self, resolver: { Reporter() }, scope: .prototype)
        return AppContext().load([AppFactory.self]).load(module)
    }

    @Test func injectHelpersAndWrappersResolveFromTheBuildingContext() throws {
        let reporter = try #require(context().get(Reporter.self))
        #expect(reporter.logger.name == "console")
        #expect(reporter.books.map(\.title) == ["Dune", "Tintin"])
        #expect(reporter.url == "https://dev.example.com")
        #expect(reporter.viewModel.userID == "7")
        #expect(reporter.fileLogger.name == "file")
        #expect(reporter.chosenLogger.name == "file")
        #expect(reporter.allLoggers.map(\.name) == ["console", "file"])
        #expect(reporter.serverURL == "https://dev.example.com")
    }

    @Test func currentIsTheResolvingContextThenShared() {
        let context = AppContext()
        let module = ModuleFactory()
        let seen = SeenContext()
        module.register(AccountService.self) {
            seen.context = AppContext.current
            return AccountService()
        }
        context.load(module)
        _ = context.get(AccountService.self)
        #expect(seen.context === context)
        #expect(AppContext.current === AppContext.shared)
    }

    @Test func configMemberResolvesItsDependencies() {
        let context = AppContext().load([AppFactory.self])
        let manager = context.get(NetworkManager.self)
        #expect(manager?.url == "https://dev.example.com")
        #expect(manager?.account === context.get(AccountService.self))
        #expect(context.get(NetworkManager.self) === manager)
    }

    @Test func instanceFormOfInject() {
        let module = ModuleFactory()
        module.register(
            AccountService.self, resolver: { Reporter().accountNamed() }, qualifier: "viaReporter", scope: .prototype)
        let context = AppContext().load([AppFactory.self]).load(module)
        #expect(context.get(AccountService.self, qualifier: "viaReporter")?.name == "facebook")
    }
}

/// Records a context seen inside a resolver.
private final class SeenContext: @unchecked Sendable {
    var context: AppContext?
}
