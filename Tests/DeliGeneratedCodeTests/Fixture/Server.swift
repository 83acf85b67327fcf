import Deli

struct ServerConfig: ConfigProperty {
    let target = "server"

    let url: String
    let port: Int
    let ratio: Double
    let debug: Bool
    let retries: Int?
    /// Absent from every profile: keeps its default.
    var timeout: Double? = 2.5
    /// Set by the dev profile only; the default elsewhere.
    var backlog: Int = 16
}

final class Connection {
    let address: String
    init(address: String) {
        self.address = address
    }
}

final class ServerConfiguration: Configuration {
    let connection = Config(Connection.self, ServerConfig.self, qualifier: "main", scope: .prototype) { config in
        Connection(address: "\(config.url):\(config.port)")
    }

    init() {}
}

/// Property wrappers and Inject helpers, resolved when the object is created.
final class Dashboard: Component {
    @Dependency var shelf: Shelf
    @DependencyArray(qualifier: "Novel") var novels: [Book]
    @PropertyValue("shop.name") var shopName: String
    let connection = Inject(Connection.self, qualifier: "main")

    init() {}
}
