import Deli

/// A module shaped like a generated factory with profiles: common properties, `dev` and `prod`,
/// a default profile and the type of every path.
final class ProfiledFactory: ModuleFactory {
    override func load(context: AppContext) {
        loadProfiles(Self.makeProperties())
        register(ConsoleLogger.self, resolver: { ConsoleLogger() }, qualifier: "console", scope: .singleton)
            .link(Logger.self)
        register(FileLogger.self, resolver: { FileLogger() }, qualifier: "file", scope: .singleton)
            .link(Logger.self)
        register(
            ProfiledServer.self,
            resolver: {
                ProfiledServer(
                    url: context.resolveProperty("server.url", type: String.self),
                    port: context.resolveProperty("server.port", type: UInt16.self),
                    isDebug: context.resolveProperty("server.isDebug", type: Bool.self),
                    logger: context.resolve(Logger.self, qualifierBy: "logger.kind"))
            },
            qualifier: "", scope: .prototype)
    }

    private static func makeProperties() -> PropertyProfiles {
        PropertyProfiles(
            common: [
                "server": ["url": "https://dev.example.com", "port": 8080, "isDebug": true] as [String: Any],
                "logger": ["kind": "console"] as [String: Any],
                "servers": [["host": "a.example.com"] as [String: Any], ["host": "b.example.com"] as [String: Any]]
                    as [Any],
                "my-app": ["ratio": 0.5] as [String: Any],
            ],
            profiles: [
                "dev": ["logger": ["kind": "file"] as [String: Any]],
                "prod": ["server": ["url": "https://example.com", "isDebug": false] as [String: Any]],
                "eu": ["server": ["url": "https://eu.example.com"] as [String: Any]],
            ],
            defaultProfile: "dev",
            types: [
                "server.url": .string, "server.port": .uint16, "server.isDebug": .bool, "logger.kind": .string,
                "servers[0].host": .string, "servers[1].host": .string, "my-app.ratio": .double,
            ]
        )
    }
}

/// Filled from `server.*` and a logger chosen by `logger.kind`.
final class ProfiledServer {
    let url: String
    let port: UInt16
    let isDebug: Bool
    let logger: Logger

    init(url: String, port: UInt16, isDebug: Bool, logger: Logger) {
        self.url = url
        self.port = port
        self.isDebug = isDebug
        self.logger = logger
    }
}

/// A factory with properties and no profiles.
final class PlainPropertiesFactory: ModuleFactory {
    override func load(context: AppContext) {
        loadProfiles(PropertyProfiles(common: ["name": "plain"], types: ["name": .string]))
    }
}
