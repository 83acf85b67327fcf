import Deli
import Testing

// Code written the Deli 0.9 way, compiled in Swift 5 language mode.

protocol UserService: AnyObject {
    var name: String { get }
}

final class UserServiceImpl: UserService, Component {
    let name = "real"
    init() {}
}

final class MockUserService: UserService {
    let name = "mock"
}

final class FriendPayload: Payload {
    let userID: String
    let cachedName: String

    required init(with argument: (userID: String, cachedName: String)) {
        userID = argument.userID
        cachedName = argument.cachedName
    }
}

final class FriendInfoViewModel: AutowiredFactory {
    let userService: UserService
    let userID: String
    var name: String

    required init(_ userService: UserService, payload: FriendPayload) {
        self.userService = userService
        self.userID = payload.userID
        self.name = payload.cachedName
    }
}

final class FriendListViewModel: Autowired {
    typealias Dep1 = UserService
    let userService: UserService

    required init(_ userService: UserService) {
        self.userService = userService
    }

    func generateInfo(by id: String) -> FriendInfoViewModel {
        Inject(FriendInfoViewModel.self, with: (userID: id, cachedName: "cached"))
    }
}

final class NetworkManager {
    let serverUrl = AppContext.getProperty("server.url", type: String.self) ?? "https://wtf.example.com"
}

/// The shape Deli 0.9 generated, including the old `AppContextType` parameter and `payload as!`.
final class LegacyFactory: ModuleFactory {
    override func load(context: AppContextType) {
        loadProperty(["server": ["url": "https://legacy.example.com"]])
        register(UserServiceImpl.self, resolver: { return UserServiceImpl() }, qualifier: "", scope: .singleton)
            .link(UserService.self)
        register(
            FriendListViewModel.self,
            resolver: { return FriendListViewModel(context.get(UserService.self, qualifier: "")!) },
            qualifier: "",
            scope: .prototype
        )
        registerFactory(
            FriendInfoViewModel.self,
            resolver: { payload in
                return FriendInfoViewModel(context.get(UserService.self, qualifier: "")!, payload: payload)
            },
            qualifier: ""
        )
    }
}

@Suite(.serialized) struct LegacyClientTests {
    @Test func oldStyleUsageWorksAgainstTheSharedContext() {
        let context = AppContext.load([LegacyFactory.self])
        defer { AppContext.shared.unloadAll() }
        #expect(context === AppContext.shared)
        #expect(NetworkManager().serverUrl == "https://legacy.example.com")

        let list = context.get(FriendListViewModel.self)!
        let info = list.generateInfo(by: "1")
        #expect(info.userID == "1")
        #expect(info.userService.name == "real")

        let testModule = ModuleFactory()
        testModule.register(UserService.self) { MockUserService() }
        AppContext.shared.load(testModule, priority: .high)
        #expect(context.get(UserService.self)?.name == "mock")
        // One rule for arrays: the highest priority level with matches; `.custom` still picks freely.
        let role: ResolveRole = .recursive
        #expect(context.get([UserService].self, resolveRole: role).map { $0.name } == ["mock"])
        let every: ResolveRole = .custom { $0 }
        #expect(context.get([UserService].self, resolveRole: every).map { $0.name } == ["mock", "real"])
        AppContext.shared.unload(testModule)
        #expect(context.get(UserService.self)?.name == "real")
    }
}

/// Deli 0.9 API corners: a nil qualifier on the wrappers, resolvers kept in variables.
@Suite struct LegacyAPICornerTests {
    final class Screen {
        @Dependency(qualifier: nil) var users: UserService
        @DependencyArray(qualifier: nil) var all: [UserService]
    }

    @Test func wrappersTakeANilQualifier() {
        let module = ModuleFactory()
        module.register(UserServiceImpl.self, resolver: { UserServiceImpl() }).link(UserService.self)
        let context = AppContext().load(module)
        let screen = AppContext.withContext(context) { Screen() }
        #expect(screen.users.name == "real")
        #expect(screen.all.count == 1)
    }

    @Test func resolversKeptInVariablesRegister() {
        let resolver: Resolver = { MockUserService() }
        let factoryResolver: FactoryResolver = { payload in
            FriendInfoViewModel(MockUserService(), payload: payload as! FriendPayload)
        }
        let module = ModuleFactory()
        module.register(MockUserService.self, resolver: resolver).link(UserService.self)
        module.registerFactory(FriendInfoViewModel.self, resolver: factoryResolver)
        let context = AppContext().load(module)
        #expect(context.get(UserService.self)?.name == "mock")
        let payload = FriendPayload(with: (userID: "7", cachedName: "Ann"))
        #expect(context.get(FriendInfoViewModel.self, payload: payload)?.userID == "7")
    }
}
