import Deli

final class MessageService: Autowired {
    typealias Dep1 = UserServiceImpl.Dep1

    let accountService: AccountService
    let friendService: FriendService

    required init(google accountService: MessageService.Dep1, _ friendService: FriendService) {
        self.accountService = accountService
        self.friendService = friendService
    }
}

final class FriendService: LazyAutowired {
    var messageService: MessageService!

    func inject(_ messageService: MessageService) {
        self.messageService = messageService
    }

    required init() {}
}

final class TestService: Component {
    var qualifier: String? {
        return "qualifierTest"
    }

    init() {}
}
