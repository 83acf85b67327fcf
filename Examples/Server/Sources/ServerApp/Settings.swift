import Deli

/// Where the server listens: `server.*` of the active profile (`SERVER_PORT` overrides the port).
public struct ServerSettings: ConfigProperty, Sendable {
    public let target = "server"

    public let host: String
    public let port: Int
}

/// What the greeting says: `greeting.*` of the active profile.
struct GreetingSettings: ConfigProperty {
    let target = "greeting"

    let text: String
    let punctuation: String
}

/// Where the file store writes: `storage.*` (`STORAGE_FILE` overrides the file).
struct StorageSettings: ConfigProperty {
    let target = "storage"

    let file: String
}
