import Deli

/// A module shaped exactly like generated code (docs/generated-code.md): every register kind,
/// qualifiers, links and properties.
final class AppFactory: ModuleFactory {
    override func load(context: AppContext) {
        loadProperty(Self.properties)
        registerComponents0(context)
    }

    nonisolated(unsafe) private static let properties: [String: Any] = [
        "server": ["url": "https://dev.example.com", "port": 8080, "isDebug": true] as [String: Any],
        "logger": ["kind": "file"] as [String: Any],
    ]

    private func registerComponents0(_ context: AppContext) {
        register(ConsoleLogger.self, resolver: { ConsoleLogger() }, qualifier: "", scope: .singleton)
            .link(Logger.self)
        register(FileLogger.self, resolver: { FileLogger() }, qualifier: "file", scope: .singleton)
            .link(Logger.self)
        register(Novel.self, resolver: { Novel(title: "Dune") }, qualifier: "Novel", scope: .prototype)
            .link(Book.self)
        register(Comic.self, resolver: { Comic(title: "Tintin") }, qualifier: "Comic", scope: .prototype)
            .link(Book.self)
        register(
            Library.self,
            resolver: {
                Library(
                    Novel: context.resolve([Book].self, qualifier: "Novel"), context.resolve(Logger.self, qualifier: "")
                )
            },
            qualifier: "", scope: .singleton)
        registerLazy(
            FriendService.self, resolver: { FriendService() },
            injector: { instance in instance.inject(context.resolve(MessageService.self, qualifier: "")) },
            qualifier: "", scope: .singleton)
        register(
            MessageService.self, resolver: { MessageService(context.resolve(FriendService.self, qualifier: "")) },
            qualifier: "", scope: .singleton)
        register(AccountService.self, resolver: { AccountService() }, qualifier: "", scope: .singleton)
        register(
            AccountService.self, resolver: { AccountService(name: "facebook") }, qualifier: "facebook",
            scope: .singleton)
        registerFactory(
            FriendInfoViewModel.self,
            resolver: { payload in
                FriendInfoViewModel(context.resolve(AccountService.self, qualifier: ""), payload: payload)
            },
            qualifier: ""
        )
        .link(FriendInfo.self)
        registerLazyFactory(
            ProfileViewModel.self, resolver: { payload in ProfileViewModel(payload: payload) },
            injector: { instance in
                instance.inject(facebook: context.resolve(AccountService.self, qualifier: "facebook"))
            },
            qualifier: "")
        let networkConfiguration = NetworkConfiguration()
        register(
            NetworkManager.self, resolver: { networkConfiguration.networkManager() }, qualifier: "", scope: .singleton)
        register(
            ServerConfig.self,
            resolver: {
                ServerConfig(
                    url: context.resolveProperty("server.url", type: String.self),
                    isDebug: context.resolveProperty("server.isDebug", type: Bool.self))
            },
            qualifier: "", scope: .prototype)
    }
}
