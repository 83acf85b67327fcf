import Deli

/// A cycle broken by a lazy component: UserService -> FriendService -> UserService.
final class UserService: LazyAutowired {
    private(set) var friendService: FriendService?

    required init() {}

    func inject(_ friendService: FriendService) {
        self.friendService = friendService
    }

    var name: String { "alice" }
}

final class FriendService: Autowired {
    let userService: UserService

    required init(_ userService: UserService) {
        self.userService = userService
    }

    func friends() -> [String] { ["bob", "carol"] }
}
