import Deli
import Testing

/// Compiles the committed reference factory (Reference/FixtureFactory.swift) with the fixture
/// sources and the runtime, and checks the objects it resolves.
@Suite struct GeneratedFactoryTests {
    private func makeContext() -> AppContext {
        let context = AppContext()
        context.load(FixtureFactory(), priority: .normal)
        return context
    }

    @Test func qualifierByPropertyPicksTheStorageNamedInTheProperties() throws {
        let journal = try #require(makeContext().get(Journal.self))
        #expect(journal.storage.kind == "memory")
    }

    @Test func arraysSeeEveryLinkedRegistrationFilteredByQualifier() throws {
        let shelf = try #require(makeContext().get(Shelf.self))
        #expect(shelf.novels.map(\.title).sorted() == ["Dune", "Emma"])
        #expect(shelf.all.map(\.title).sorted() == ["Atlas", "Dune", "Emma"])
    }

    @Test func protocolsWithAssociatedTypesAreLinkedAndResolvedAsExistentials() throws {
        let context = makeContext()
        let librarian = try #require(context.get(Librarian.self))
        #expect(librarian.catalogue.entries().count == 2)
        #expect(librarian.comparers.count == 1)
        #expect(librarian.catalogue as? BookCatalogue === context.get(BookCatalogue.self))
    }

    @Test func scopesFromComputedPropertiesAreHonoured() {
        let context = makeContext()
        #expect(context.get(Atlas.self) !== context.get(Atlas.self))
        #expect(context.get(Dune.self) === context.get(Dune.self))
    }

    @Test func lazyCycleInjectsTheSameInstance() throws {
        let context = makeContext()
        let parent = try #require(context.get(Parent.self))
        #expect(parent.child?.parent === parent)
    }

    @Test func factoriesReceiveThePayloadAndTheirDependencies() throws {
        let context = makeContext()
        let order = try #require(context.get(OrderViewModel.self, payload: OrderPayload(with: (id: 7, note: ""))))
        #expect(order.id == 7)
        #expect(order.shelf === context.get(Shelf.self))
        let receipt = try #require(context.get(ReceiptViewModel.self, payload: OrderPayload(with: (id: 9, note: ""))))
        #expect(receipt.id == 9 && receipt.journal != nil)
        #expect(context.get(OrderViewModel.self) == nil)
    }

    @Test func configPropertyFieldsComeFromTheDevProfile() throws {
        let server = try #require(makeContext().get(ServerConfig.self))
        #expect(server.url == "https://dev.example.com")
        #expect(server.port == 8080 && server.ratio == 0.75 && server.debug && server.retries == 3)
    }

    @Test func configPropertyFieldsWithADefaultKeepItWhenTheirPropertyIsAbsent() throws {
        let server = try #require(makeContext().get(ServerConfig.self))
        #expect(server.timeout == 2.5)
        #expect(server.backlog == 64)
    }

    @Test func configurationMembersUseTheirQualifierAndScope() throws {
        let context = makeContext()
        let first = try #require(context.get(Connection.self, qualifier: "main"))
        #expect(first.address == "https://dev.example.com:8080")
        #expect(first !== context.get(Connection.self, qualifier: "main"))
    }

    @Test func configurationTypesAreRegisteredSingletonsLikeDeli09() throws {
        let context = makeContext()
        let configuration = try #require(context.get(ServerConfiguration.self))
        #expect(configuration === context.get(ServerConfiguration.self))
        #expect(context.get(Connection.self, qualifier: "main") != nil)
    }

    @Test func propertyWrappersAndInjectResolveFromTheBuildingContext() throws {
        let dashboard = try #require(makeContext().get(Dashboard.self))
        #expect(dashboard.novels.count == 2)
        #expect(dashboard.shopName == "Corner \"Deli\" \\ Shop")
        #expect(dashboard.connection.address.hasPrefix("https://dev"))
    }

    @Test func mockModuleAtHighPriorityOverridesARealComponent() throws {
        final class FakeStorage: Storage {
            let kind = "fake"
        }
        let mocks = ModuleFactory()
        mocks.register(Storage.self, resolver: { FakeStorage() }, qualifier: "memory")
        let context = makeContext()
        context.load(mocks, priority: .high)
        #expect(try #require(context.get(Journal.self)).storage.kind == "fake")
    }
}

/// The fixture's `#if` compiles only its `#else` clause; the generated factory compiles with it.
@Suite struct GeneratedConditionalTests {
    @Test func onlyTheCompiledClauseIsRegistered() {
        let context = AppContext()
        context.load(FixtureFactory(), priority: .normal)
        #expect(context.get(Fallback.self) != nil)
    }

    @Test func theInitialiserOfTheCompiledClauseIsCalled() {
        let context = AppContext()
        context.load(FixtureFactory(), priority: .normal)
        #expect(context.get(PerClause.self)?.madeBy == "fallback")
    }
}
