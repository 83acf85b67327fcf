import Deli

protocol UserService {
    func login(id: String, password: String) -> Bool
}

final class UserServiceImpl: UserService, Autowired {
    typealias Dep1 = AccountService

    let accountService: AccountService
    let logger: Logger

    required init(facebook accountService: Dep1, _ logger: Logger) {
        self.accountService = accountService
        self.logger = logger
    }

    func login(id: String, password: String) -> Bool {
        return true
    }
}
