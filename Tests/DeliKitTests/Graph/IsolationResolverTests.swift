import Testing

@testable import DeliKit

/// Where a component's global actor comes from, and when an initialiser that names one isolates a
/// type that would not be isolated without it (the case `DELI-E022` reports for classes).
@Suite struct IsolationResolverTests {
    static let storage = """
        enum Storage {
            @globalActor actor Actor { static let shared = Actor() }
        }
        @MainActor protocol Presenter {}
        """

    private func concurrency(of name: String, _ source: String, mainActorByDefault: Bool = false) throws
        -> ComponentConcurrency
    {
        let result = SwiftFileScanner.scan(SourceFile(path: "App.swift", text: Self.storage + "\n" + source))
        let builder = ComponentBuilder(
            catalog: TypeCatalog([result]), defaults: IsolationDefaults(ownTarget: mainActorByDefault, modules: []))
        return try #require(builder.build().first { $0.typeName == name }).concurrency
    }

    @Test func anInitialiserAloneIsolatesTheConstruction() throws {
        let made = try concurrency(of: "Shelf", "final class Shelf: Component { @Storage.Actor init() {} }")
        #expect(made.globalActor == "Storage.Actor" && made.isIsolatedByInitializer)
        #expect(made.isolationReason == "the initialiser of 'Shelf' is @Storage.Actor")
    }

    /// The initialiser's actor builds it, but the type is isolated by its protocol without it.
    @Test func anInitialiserOfATypeThatInheritsAnActorDoesNotIsolateItAlone() throws {
        let made = try concurrency(of: "Panel", "final class Panel: Presenter, Component { @Storage.Actor init() {} }")
        #expect(made.globalActor == "Storage.Actor" && !made.isIsolatedByInitializer)
        #expect(made.isolationReason == "the initialiser of 'Panel' is @Storage.Actor")
    }

    @Test func anInitialiserOfATypeIsolatedByItsModulesDefaultDoesNotIsolateItAlone() throws {
        let made = try concurrency(
            of: "Shelf", "final class Shelf: Component { @Storage.Actor init() {} }", mainActorByDefault: true)
        #expect(made.globalActor == "Storage.Actor" && !made.isIsolatedByInitializer)
    }

    /// `nonisolated` on the type: nothing is inherited, so the initialiser alone isolates it.
    @Test func anInitialiserOfANonisolatedTypeIsolatesItAlone() throws {
        let made = try concurrency(
            of: "Panel", "nonisolated final class Panel: Presenter, Component { @Storage.Actor init() {} }")
        #expect(made.globalActor == "Storage.Actor" && made.isIsolatedByInitializer)
    }

    /// The type's own actor comes first: the initialiser's is not the construction's.
    @Test func theTypesOwnActorComesBeforeItsInitialisers() throws {
        let made = try concurrency(of: "Vault", "@MainActor final class Vault: Component { @Storage.Actor init() {} }")
        #expect(made.globalActor == "MainActor" && !made.isIsolatedByInitializer)
        #expect(made.isolationReason == "'Vault' is @MainActor")
    }

    @Test func eachInheritedSourceIsGivenAsTheReason() throws {
        let inherited = try concurrency(of: "Panel", "final class Panel: Presenter, Component { init() {} }")
        #expect(inherited.isolationReason == "'Panel' inherits @MainActor from 'Presenter'")
        let defaulted = try concurrency(
            of: "Shelf", "final class Shelf: Component { init() {} }", mainActorByDefault: true)
        #expect(defaulted.isolationReason == "'Shelf' is @MainActor by its module's default isolation")
        #expect(!inherited.isIsolatedByInitializer && !defaulted.isIsolatedByInitializer)
    }
}
