import Deli

final class NetworkManager {
    let url: String

    init(url: String) {
        self.url = url
    }
}

final class AccountConfiguration: Configuration {
    let networkManager = Config(NetworkManager.self, ServerConfig.self) { server in
        return NetworkManager(url: server.url)
    }

    init() {}
}
