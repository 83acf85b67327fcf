import Deli
import Testing

@testable import Bookstore

@Suite(.serialized) struct BookstoreTests {
    private func makeContext() -> AppContext {
        let context = AppContext()
        context.load(BookstoreFactory(), priority: .normal)
        return context
    }

    @Test func novelsAreFoundThroughTheirSuperclassQualifier() throws {
        let library = try #require(makeContext().get(LibraryService.self))
        #expect(library.novels.map(\.title).sorted() == ["Harry Potter", "Troisième humanité"])
        #expect(library.allBooks.count == 3)
    }

    @Test func loggerIsChosenByTheBakedProperty() throws {
        let library = try #require(makeContext().get(LibraryService.self))
        #expect(library.logger.name == "console")
    }

    @Test func lazyCycleInjectsTheSameInstances() throws {
        let context = makeContext()
        let user = try #require(context.get(UserService.self))
        let friends = try #require(user.friendService)
        #expect(friends.userService === user)
    }

    @Test func factoryBuildsAFreshViewModelFromThePayload() throws {
        let context = makeContext()
        let first = try #require(
            context.get(BookDetailViewModel.self, payload: BookPayload(with: (title: "A", rating: 2))))
        let second = try #require(
            context.get(BookDetailViewModel.self, payload: BookPayload(with: (title: "B", rating: 3))))
        #expect(first !== second)
        #expect(first.text == "[console] A: **")
    }

    @Test func configurationPropertiesComeFromTheDevProfile() throws {
        let context = makeContext()
        let server = try #require(context.get(ServerConfig.self))
        #expect(server.url == "https://dev.example.com/api")
        #expect(server.isDebug)
        #expect(context.get(HTTPClient.self)?.timeout == 30)
    }

    @Test func theSameBuildRunsProdWhenTheEnvironmentSaysSo() throws {
        let context = AppContext(environment: ["DELI_PROFILE": "prod", "SERVER_TIMEOUTSECONDS": "5"])
        context.load(BookstoreFactory(), priority: .normal)
        let server = try #require(context.get(ServerConfig.self))
        #expect(server.url == "https://www.example.com/api")
        #expect(!server.isDebug)
        #expect(server.timeoutSeconds == 5)
        #expect(context.activeProfiles(of: BookstoreFactory.self) == ["prod"])
    }

    @Test func mockModuleAtHighPriorityOverridesTheLogger() throws {
        final class SilentLogger: Logger {
            let name = "silent"
            func log(_ message: String) -> String { "" }
        }
        let mocks = ModuleFactory()
        mocks.register(Logger.self, resolver: { SilentLogger() }, qualifier: "console")
        let context = makeContext()
        context.load(mocks, priority: .high)
        let library = try #require(context.get(LibraryService.self))
        #expect(library.logger.name == "silent")
    }
}
