import Deli

final class LoginViewModel: Autowired {
    let userService: UserService
    let facebook: AccountService
    let server: ServerConfig

    required init(_ userService: UserService, facebook: AccountService, _ server: ServerConfig) {
        self.userService = userService
        self.facebook = facebook
        self.server = server
    }
}

final class LoginView: Inject {
    let viewModel = Inject(LoginViewModel.self)
    let test = Inject(TestService.self)
    let serverURL = InjectProperty("server.url")
}

struct ServerConfig: ConfigProperty {
    let target: String = "server"

    let url: String
    let isDebug: Bool
}
