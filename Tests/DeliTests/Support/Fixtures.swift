import Deli

// Components shaped like a user's code, used by the hand-written modules in `Modules.swift`.

protocol Logger: AnyObject {
    var name: String { get }
}

final class ConsoleLogger: Logger, Component {
    let name: String
    init(name: String = "console") { self.name = name }
}

final class FileLogger: Logger, Component {
    let qualifier: String? = "file"
    let name = "file"
    init() {}
}

protocol Book {
    var title: String { get }
}

struct Novel: Book, Component {
    let title: String
}

struct Comic: Book, Component {
    let qualifier: String? = "Comic"
    let title: String
}

final class Library: Autowired {
    let novels: [Book]
    let logger: Logger
    required init(Novel novels: [Book], _ logger: Logger) {
        self.novels = novels
        self.logger = logger
    }
}

final class MessageService: Autowired {
    let friends: FriendService
    required init(_ friends: FriendService) { self.friends = friends }
}

final class FriendService: LazyAutowired {
    private(set) var messages: MessageService?
    private(set) var injections = 0
    required init() {}
    func inject(_ messages: MessageService) {
        self.messages = messages
        injections += 1
    }
}

final class AccountService: Component {
    let name: String
    init(name: String = "account") { self.name = name }
}

final class FriendPayload: Payload {
    let userID: String
    let cachedName: String
    required init(with argument: (userID: String, cachedName: String)) {
        userID = argument.userID
        cachedName = argument.cachedName
    }
}

protocol FriendInfo: AnyObject {
    var userID: String { get }
}

final class FriendInfoViewModel: AutowiredFactory, FriendInfo {
    let accountService: AccountService
    let userID: String
    let name: String
    required init(_ accountService: AccountService, payload: FriendPayload) {
        self.accountService = accountService
        userID = payload.userID
        name = payload.cachedName
    }
}

final class ProfileViewModel: LazyAutowiredFactory {
    let userID: String
    private(set) var account: AccountService?
    required init(payload: FriendPayload) { userID = payload.userID }
    func inject(facebook account: AccountService) { self.account = account }
}

struct ServerConfig: ConfigProperty {
    let target = "server"
    let url: String
    let isDebug: Bool
}

final class NetworkManager {
    let url: String
    let account: AccountService
    init(url: String, account: AccountService) {
        self.url = url
        self.account = account
    }
}

final class NetworkConfiguration: Configuration {
    let networkManager = Config(NetworkManager.self, ServerConfig.self, AccountService.self, scope: .singleton) {
        config, account in
        NetworkManager(url: config.url, account: account)
    }
    init() {}
}

final class Reporter: Inject {
    let logger = Inject(Logger.self)
    let books = Inject([Book].self)
    let url = InjectProperty("server.url")
    let viewModel = Inject(FriendInfoViewModel.self, with: (userID: "7", cachedName: "Ann"))
    @Dependency(qualifier: "file") var fileLogger: Logger
    @Dependency(qualifierBy: "logger.kind") var chosenLogger: Logger
    @DependencyArray var allLoggers: [Logger]
    @PropertyValue("server.url") var serverURL: String

    init() {}

    func accountNamed() -> AccountService {
        Inject(AccountService.self, qualifier: "facebook")
    }
}

class BaseViewModel: LazyAutowiredFactory {
    let userID: String
    required init(payload: FriendPayload) { userID = payload.userID }
}

final class DetailViewModel: BaseViewModel {}
